import { useQuery } from '@tanstack/react-query'
import { openTimesSchema } from '@acolhe/shared/api/session'
import { api } from '../api-client'
import { sessionsQueryKeys } from '../session-query-keys'

// GET /api/public/available-dates/{id}: the free hours offered when rescheduling or booking a return.

export async function getOpenTimes(professionalId: string, signal?: AbortSignal) {
  const reply = openTimesSchema.parse(await api.get(`/public/available-dates/${professionalId}`, { include_availability: true }, signal))
  return reply.professionalAvailability.availability
}

export function useOpenTimes(professionalId: string, enabled: boolean) {
  return useQuery({
    queryKey: sessionsQueryKeys.openTimes(professionalId),
    queryFn: ({ signal }) => getOpenTimes(professionalId, signal),
    enabled,
    staleTime: 0,
  })
}
