import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { sessionListSchema, SessionListDto } from '@acolhe/shared/api/session'
import type { AdminSessionsQuery } from '@acolhe/shared/schemas/session'
import { api } from '../../../lib/api-client'
import { adminSessionQueryKeys } from '../../../lib/admin-session-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/session?page&limit&type&status&payment&search&date_a&date_b (admin) → 200 { data[], total };
// without a start day the server puts what is next first, then the past.

export type AdminSessionsListQuery = Pick<AdminSessionsQuery, 'page' | 'limit' | 'type' | 'status' | 'payment' | 'search' | 'date_a' | 'date_b'>

export async function listSessions(query: AdminSessionsListQuery, signal?: AbortSignal): Promise<SessionListDto> {
  return api.get<AnswerOf<typeof sessionListSchema>>('/session', query, signal)
}

export const sessionsQueryOptions = (query: AdminSessionsListQuery) =>
  queryOptions({ queryKey: adminSessionQueryKeys.list(query), queryFn: ({ signal }) => listSessions(query, signal), placeholderData: keepPreviousData })

export function useSessions(query: AdminSessionsListQuery) {
  return useQuery(sessionsQueryOptions(query))
}
