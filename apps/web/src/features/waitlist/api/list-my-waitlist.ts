import { queryOptions, useQuery } from '@tanstack/react-query'
import type { waitlistEntryListSchema } from '@acolhe/shared/api/waitlist'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/waitlist/me: the logged-in patient's waiting entries, each with the hour held for it (if any).

export const myWaitlistQueryKey = ['waitlist', 'me'] as const

export const myWaitlistQueryOptions = () =>
  queryOptions({ queryKey: myWaitlistQueryKey, queryFn: async ({ signal }) => api.get<AnswerOf<typeof waitlistEntryListSchema>>('/waitlist/me', undefined, signal) })

export function useMyWaitlist() {
  return useQuery(myWaitlistQueryOptions())
}
