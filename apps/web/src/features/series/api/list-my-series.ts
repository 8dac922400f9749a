import { queryOptions, useQuery } from '@tanstack/react-query'
import type { seriesListSchema } from '@acolhe/shared/api/series'
import { api } from '../../../lib/api-client'
import { seriesQueryKeys } from './series-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/session-series/me → the patient's or the professional's series running or paused.

export async function listMySeries(signal?: AbortSignal) {
  return api.get<AnswerOf<typeof seriesListSchema>>('/session-series/me', undefined, signal)
}

export const mySeriesQueryOptions = () => queryOptions({ queryKey: seriesQueryKeys.mine, queryFn: ({ signal }) => listMySeries(signal) })

export function useMySeries() {
  return useQuery(mySeriesQueryOptions())
}
