import { queryOptions, useQuery } from '@tanstack/react-query'
import type { waitlistOfferSchema } from '@acolhe/shared/api/waitlist'
import { apiRequest } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/waitlist/offers/{id}: the offer the email links to, for its patient. A 401 is answered by the
// page (log in, then come back), so it does not go through the app's ended-session handler.

export const waitlistOfferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['waitlist', 'offer', id] as const,
    queryFn: async ({ signal }) => apiRequest<AnswerOf<typeof waitlistOfferSchema>>(`/waitlist/offers/${id}`, { signal, authFailure: 'caller' }),
    retry: false,
  })

export function useWaitlistOffer(id: string) {
  return useQuery(waitlistOfferQueryOptions(id))
}
