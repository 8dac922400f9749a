import { useMutation, useQueryClient } from '@tanstack/react-query'
import { seriesSchema } from '@acolhe/shared/api/series'
import type { SeriesStatus } from '@acolhe/shared/enums'
import { api } from '../../../lib/api-client'

// PATCH /api/session-series/{id}/hour | /status, POST /api/session-series/{id}/end → 200 the series.

export type SeriesChange =
  | { kind: 'move'; id: string; selectedDate: string }
  | { kind: 'end'; id: string }
  | { kind: 'status'; id: string; status: SeriesStatus }

export async function changeSeries(change: SeriesChange) {
  if (change.kind === 'move') return seriesSchema.parse(await api.patch(`/session-series/${change.id}/hour`, { selected_date: change.selectedDate }))
  if (change.kind === 'end') return seriesSchema.parse(await api.post(`/session-series/${change.id}/end`))
  return seriesSchema.parse(await api.patch(`/session-series/${change.id}/status`, { status: change.status }))
}

export function useChangeSeries() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeSeries,
    // Weeks were moved or cancelled: every consultation list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  })
}
