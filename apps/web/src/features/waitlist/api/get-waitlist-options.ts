import { queryOptions, useQuery } from '@tanstack/react-query'
import type { waitlistOptionsSchema } from '@acolhe/shared/api/waitlist'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/public/waitlist-options/{id}: what the wizard may offer to wait for with this professional
// (any hour when the weeks are full; the weekly hours with no open date). The server decides.

export const waitlistOptionsQueryKey = (professionalId: string) => ['waitlist', 'options', professionalId] as const

export const waitlistOptionsQueryOptions = (professionalId: string) =>
  queryOptions({
    queryKey: waitlistOptionsQueryKey(professionalId),
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof waitlistOptionsSchema>>(`/public/waitlist-options/${professionalId}`, undefined, signal),
  })

export function useWaitlistOptions(professionalId: string) {
  return useQuery(waitlistOptionsQueryOptions(professionalId))
}
