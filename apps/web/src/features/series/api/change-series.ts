import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { seriesSchema } from '@acolhe/shared/api/series'
import type { SeriesStatus } from '@acolhe/shared/enums'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/session-series/{id}/hour | /status, POST /api/session-series/{id}/end → 200 the series.

export type SeriesChange =
  | { kind: 'move'; id: string; selectedDate: string }
  | { kind: 'end'; id: string }
  | { kind: 'status'; id: string; status: SeriesStatus }

export async function changeSeries(change: SeriesChange) {
  if (change.kind === 'move') return api.patch<AnswerOf<typeof seriesSchema>>(`/session-series/${change.id}/hour`, { selected_date: change.selectedDate })
  if (change.kind === 'end') return api.post<AnswerOf<typeof seriesSchema>>(`/session-series/${change.id}/end`)
  return api.patch<AnswerOf<typeof seriesSchema>>(`/session-series/${change.id}/status`, { status: change.status })
}

export function useChangeSeries() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeSeries,
    // Weeks were moved or cancelled: every consultation list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  })
}
