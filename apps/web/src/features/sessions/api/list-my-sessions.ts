import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { sessionListSchema } from '@acolhe/shared/api/session'
import { PAGE_SIZES, START_WINDOW_RECHECK_MS } from '@acolhe/shared/constants'
import type { SessionTab } from '@acolhe/shared/schemas/session'
import { api } from '../../../lib/api-client'
import { sessionsQueryKeys } from '../../../lib/session-query-keys'

// GET /api/session/me?isMe&statistic&limit=8&page&tab → data, total, statistic (each tab's count is its list).

export type MySessionsQuery = { page: number; tab: SessionTab }

export async function listMySessions(query: MySessionsQuery, signal?: AbortSignal) {
  const params = {
    isMe: true,
    statistic: true,
    limit: PAGE_SIZES.consultations,
    page: query.page,
    tab: query.tab,
  }
  return sessionListSchema.parse(await api.get('/session/me', params, signal))
}

export const mySessionsQueryOptions = (query: MySessionsQuery) =>
  queryOptions({
    queryKey: sessionsQueryKeys.mine(query),
    queryFn: ({ signal }) => listMySessions(query, signal),
    placeholderData: keepPreviousData,
    // Read again every 2 minutes: statuses move (payments, expiry) and the start window opens (docs/decisions/011-booking-wizard-and-session-cards.md).
    refetchInterval: START_WINDOW_RECHECK_MS,
  })

export function useMySessions(query: MySessionsQuery) {
  return useQuery(mySessionsQueryOptions(query))
}
