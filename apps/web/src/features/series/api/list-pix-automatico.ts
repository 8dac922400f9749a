import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { pixAutomaticoListSchema } from '@acolhe/shared/api/pix-automatico'
import type { PixAutomaticoStatus } from '@acolhe/shared/enums'
import { api } from '../../../lib/api-client'
import { seriesQueryKeys } from './series-query-keys'

// GET /api/pix-automatico (admin) → every series with Pix Automático, newest first.

export type PixAutomaticoListQuery = { status?: PixAutomaticoStatus; page: number }

export async function listPixAutomatico(query: PixAutomaticoListQuery, signal?: AbortSignal) {
  return pixAutomaticoListSchema.parse(await api.get('/pix-automatico', query, signal))
}

export function usePixAutomaticoList(query: PixAutomaticoListQuery) {
  return useQuery({ queryKey: seriesQueryKeys.pixAutomaticoAdmin(query), queryFn: ({ signal }) => listPixAutomatico(query, signal), placeholderData: keepPreviousData })
}
