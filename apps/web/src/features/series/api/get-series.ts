import { useQuery } from '@tanstack/react-query'
import type { seriesSchema } from '@acolhe/shared/api/series'
import { api } from '../../../lib/api-client'
import { seriesQueryKeys } from './series-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/session-series/{id} → the series with its weeks ahead and the weeks skipped.

export async function getSeries(id: string, signal?: AbortSignal) {
  return api.get<AnswerOf<typeof seriesSchema>>(`/session-series/${id}`, undefined, signal)
}

export function useSeries(id: string | null) {
  return useQuery({ queryKey: seriesQueryKeys.one(id ?? ''), queryFn: ({ signal }) => getSeries(id ?? '', signal), enabled: Boolean(id) })
}
