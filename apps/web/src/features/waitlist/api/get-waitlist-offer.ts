import { queryOptions, useQuery } from '@tanstack/react-query'
import { waitlistOfferSchema } from '@acolhe/shared/api/waitlist'
import { apiRequest } from '../../../lib/api-client'

// GET /api/waitlist/offers/{id}: the offer the email links to, for its patient. A 401 is answered by the
// page (log in, then come back), so it does not go through the app's ended-session handler.

export const waitlistOfferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['waitlist', 'offer', id] as const,
    queryFn: async ({ signal }) => waitlistOfferSchema.parse(await apiRequest(`/waitlist/offers/${id}`, { signal, authFailure: 'caller' })),
    retry: false,
  })

export function useWaitlistOffer(id: string) {
  return useQuery(waitlistOfferQueryOptions(id))
}
