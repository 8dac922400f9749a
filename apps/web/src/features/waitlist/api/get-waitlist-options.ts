import { queryOptions, useQuery } from '@tanstack/react-query'
import { waitlistOptionsSchema } from '@acolhe/shared/api/waitlist'
import { api } from '../../../lib/api-client'

// GET /api/public/waitlist-options/{id}: what the wizard may offer to wait for with this professional
// (any hour when the weeks are full; the weekly hours with no open date). The server decides.

export const waitlistOptionsQueryKey = (professionalId: string) => ['waitlist', 'options', professionalId] as const

export const waitlistOptionsQueryOptions = (professionalId: string) =>
  queryOptions({
    queryKey: waitlistOptionsQueryKey(professionalId),
    queryFn: async ({ signal }) => waitlistOptionsSchema.parse(await api.get(`/public/waitlist-options/${professionalId}`, undefined, signal)),
  })

export function useWaitlistOptions(professionalId: string) {
  return useQuery(waitlistOptionsQueryOptions(professionalId))
}
