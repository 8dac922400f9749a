import { useQuery } from '@tanstack/react-query'
import type { pixAutomaticoSchema, PixAutomaticoDto } from '@acolhe/shared/api/pix-automatico'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'
import { seriesQueryKeys } from './series-query-keys'

// GET /api/session-series/{id}/pix-automatico → the series' Pix Automático: its state, cap, next debit and
// each week's charge (decision 102).

/** While the bank has not confirmed the authorization, the state is read again this often. */
const PENDING_POLL_MS = 3_000

export async function getPixAutomatico(seriesId: string, signal?: AbortSignal) {
  return api.get<AnswerOf<typeof pixAutomaticoSchema>>(`/session-series/${seriesId}/pix-automatico`, undefined, signal)
}

/** Polls only while the authorization waits at the bank: its confirmation arrives by the PSP's webhook, not by us. */
export function pendingPollInterval(data: PixAutomaticoDto | undefined): number | false {
  return data?.status === 'PENDING' ? PENDING_POLL_MS : false
}

export function usePixAutomatico(seriesId: string | null) {
  return useQuery({
    queryKey: seriesQueryKeys.pixAutomatico(seriesId ?? ''),
    queryFn: ({ signal }) => getPixAutomatico(seriesId ?? '', signal),
    enabled: Boolean(seriesId),
    refetchInterval: (query) => pendingPollInterval(query.state.data),
  })
}
