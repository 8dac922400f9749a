import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { sessionListSchema } from '@acolhe/shared/api/session'
import { PAGE_SIZES, START_WINDOW_RECHECK_MS } from '@acolhe/shared/constants'
import type { SessionTab } from '@acolhe/shared/enums'
import { api } from '../api-client'
import { sessionsQueryKeys } from '../session-query-keys'
import type { AnswerOf } from '../answer-of'

// GET /api/session/me?isMe&page&limit[&statistic&tab][&date_a&date_b] → data, total[, statistic]: the logged-in
// patient's or professional's consultations. One client for the home's list (each tab's count is its list)
// and the professional's week; both hang under the sessions' key, so any change to a consultation refreshes both.

export type MySessionsParams = { page: number; limit: number; statistic?: boolean; tab?: SessionTab; date_a?: string; date_b?: string }

export async function listMySessions(params: MySessionsParams, signal?: AbortSignal) {
  return api.get<AnswerOf<typeof sessionListSchema>>('/session/me', { isMe: true, ...params }, signal)
}

export const mySessionsQueryOptions = (params: MySessionsParams) =>
  queryOptions({
    queryKey: sessionsQueryKeys.mine(params),
    queryFn: ({ signal }) => listMySessions(params, signal),
    placeholderData: keepPreviousData,
    // Read again every 2 minutes: statuses move (payments, expiry) and the start window opens (docs/decisions/011-booking-wizard-and-session-cards.md).
    refetchInterval: START_WINDOW_RECHECK_MS,
  })

/** A page of one tab of the consultations list, with every tab's count. */
export const mySessionsPageQueryOptions = (query: { page: number; tab: SessionTab }) =>
  mySessionsQueryOptions({ statistic: true, limit: PAGE_SIZES.consultations, page: query.page, tab: query.tab })

export function useMySessions(query: { page: number; tab: SessionTab }) {
  return useQuery(mySessionsPageQueryOptions(query))
}

/** The list a home opens on (no tab or page in the address): today's first page. */
export const firstSessionsPage = { page: 1, tab: 'today' } as const

/** A professional holds at most one consultation per hour, so a week never reaches this limit. */
const WEEK_LIMIT = 100

/** The professional's consultations of one week (the home's week view). */
export function useWeekSessions(from: string, to: string) {
  return useQuery(mySessionsQueryOptions({ limit: WEEK_LIMIT, page: 1, date_a: from, date_b: to }))
}
