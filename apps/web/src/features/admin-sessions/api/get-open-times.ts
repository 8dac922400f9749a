import { queryOptions, useQuery } from '@tanstack/react-query'
import { openTimesSchema } from '@acolhe/shared/api/session'
import { api } from '../../../lib/api-client'
import { adminSessionQueryKeys } from '../../../lib/admin-session-query-keys'

// GET /api/public/available-dates/{id}?include_availability=true: the hours the professional still
// offers (1 hour to 60 days ahead, Brasília days), for rescheduling and returns.

export async function getOpenTimes(professionalId: string, signal?: AbortSignal) {
  const reply = openTimesSchema.parse(await api.get(`/public/available-dates/${professionalId}`, { include_availability: true }, signal))
  return reply.professionalAvailability.availability
}

export const openTimesQueryOptions = (professionalId: string) =>
  queryOptions({ queryKey: adminSessionQueryKeys.openTimes(professionalId), queryFn: ({ signal }) => getOpenTimes(professionalId, signal), staleTime: 0 })

export function useOpenTimes(professionalId: string, enabled: boolean) {
  return useQuery({ ...openTimesQueryOptions(professionalId), enabled })
}
