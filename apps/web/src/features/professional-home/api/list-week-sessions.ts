import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { sessionListSchema } from '@acolhe/shared/api/session'
import { START_WINDOW_RECHECK_MS } from '@acolhe/shared/constants'
import { api } from '../../../lib/api-client'

// GET /api/session/me?isMe&date_a&date_b&limit=100: the professional's consultations of one week. A
// professional holds at most one per hour, so a week never reaches the limit of 100.

const WEEK_LIMIT = 100

export async function listWeekSessions(from: string, to: string, signal?: AbortSignal) {
  return sessionListSchema.parse(await api.get('/session/me', { isMe: true, limit: WEEK_LIMIT, page: 1, date_a: from, date_b: to }, signal))
}

export function useWeekSessions(from: string, to: string) {
  return useQuery({
    // Under the sessions' own key, so a change to a consultation refreshes the week as well as the list.
    queryKey: ['sessions', 'week', from, to],
    queryFn: ({ signal }) => listWeekSessions(from, to, signal),
    placeholderData: keepPreviousData,
    refetchInterval: START_WINDOW_RECHECK_MS,
  })
}
