import { queryOptions, useQuery } from '@tanstack/react-query'
import { openTimesSchema } from '@acolhe/shared/api/session'
import { api } from '../../../lib/api-client'

// GET /api/public/available-dates/{id}?include_availability=true: the professional's free hours,
// from one hour to 60 days ahead, grouped by Brasília day, and the price the server computes.

export async function getOpenTimes(professionalId: string, signal?: AbortSignal) {
  const reply = openTimesSchema.parse(
    await api.get(`/public/available-dates/${professionalId}`, { include_availability: true }, signal),
  )
  return reply.professionalAvailability
}

export const openTimesQueryKey = (professionalId: string) => ['booking', 'open-times', professionalId] as const

export const openTimesQueryOptions = (professionalId: string) =>
  queryOptions({ queryKey: openTimesQueryKey(professionalId), queryFn: ({ signal }) => getOpenTimes(professionalId, signal) })

export function useOpenTimes(professionalId: string | undefined) {
  return useQuery({ ...openTimesQueryOptions(professionalId ?? ''), enabled: Boolean(professionalId) })
}
