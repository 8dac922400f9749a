import { useQuery } from '@tanstack/react-query'
import { seriesSchema } from '@acolhe/shared/api/series'
import { api } from '../../../lib/api-client'
import { seriesQueryKeys } from './series-query-keys'

// GET /api/session-series/{id} → the series with its weeks ahead and the weeks skipped.

export async function getSeries(id: string, signal?: AbortSignal) {
  return seriesSchema.parse(await api.get(`/session-series/${id}`, undefined, signal))
}

export function useSeries(id: string | null) {
  return useQuery({ queryKey: seriesQueryKeys.one(id ?? ''), queryFn: ({ signal }) => getSeries(id ?? '', signal), enabled: Boolean(id) })
}
