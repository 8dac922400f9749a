import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { sessionListSchema } from '@acolhe/shared/api/session'
import { PAGE_SIZES, START_WINDOW_RECHECK_MS } from '@acolhe/shared/constants'
import type { SessionStatusFilter } from '@acolhe/shared/enums'
import { api } from '../../../lib/api-client'
import { sessionsQueryKeys } from './session-query-keys'

// GET /api/session/me?isMe&statistic&limit=8&page&status&date_a&date_b → data, total, statistic.

export type MySessionsQuery = { page: number; status?: SessionStatusFilter; dateA?: string; dateB?: string }

export async function listMySessions(query: MySessionsQuery, signal?: AbortSignal) {
  const params = {
    isMe: true,
    statistic: true,
    limit: PAGE_SIZES.consultations,
    page: query.page,
    status: query.status,
    date_a: query.dateA,
    date_b: query.dateB,
  }
  return sessionListSchema.parse(await api.get('/session/me', params, signal))
}

export const mySessionsQueryOptions = (query: MySessionsQuery) =>
  queryOptions({
    queryKey: sessionsQueryKeys.mine(query),
    queryFn: ({ signal }) => listMySessions(query, signal),
    placeholderData: keepPreviousData,
    // Read again every 2 minutes: statuses move (payments, expiry) and the start window opens (spec 01 §4).
    refetchInterval: START_WINDOW_RECHECK_MS,
  })

export function useMySessions(query: MySessionsQuery) {
  return useQuery(mySessionsQueryOptions(query))
}
