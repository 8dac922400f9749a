import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { seriesListSchema } from '@acolhe/shared/api/series'
import type { SeriesStatus } from '@acolhe/shared/enums'
import { api } from '../../../lib/api-client'
import { seriesQueryKeys } from './series-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/session-series?professional_id&user_id&status&search&page (admin).

export type AdminSeriesQuery = { professionalId: string; userId: string; status: SeriesStatus | null; search: string; page: number }

export async function listAllSeries(query: AdminSeriesQuery, signal?: AbortSignal) {
  const params = { professional_id: query.professionalId || undefined, user_id: query.userId || undefined, status: query.status ?? undefined, search: query.search || undefined, page: query.page }
  return api.get<AnswerOf<typeof seriesListSchema>>('/session-series', params, signal)
}

export function useAllSeries(query: AdminSeriesQuery) {
  return useQuery({ queryKey: seriesQueryKeys.admin(query), queryFn: ({ signal }) => listAllSeries(query, signal), placeholderData: keepPreviousData })
}
