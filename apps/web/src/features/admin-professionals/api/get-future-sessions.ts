import { useQuery } from '@tanstack/react-query'
import { futureSessionsSchema } from '@acolhe/shared/api/suspension'
import { api } from '../../../lib/api-client'
import { professionalQueryKeys } from './professional-query-keys'

// GET /api/professional-private/{id}/future-sessions (admin) → 200 { future_live_sessions }.

export async function getFutureSessions(id: string, signal?: AbortSignal): Promise<number> {
  return futureSessionsSchema.parse(await api.get(`/professional-private/${id}/future-sessions`, undefined, signal)).future_live_sessions
}

/** Read fresh each time the dialog opens: the count must be the one of that moment. */
export function useFutureSessions(id: string | null) {
  return useQuery({
    queryKey: [...professionalQueryKeys.all, 'future-sessions', id],
    queryFn: ({ signal }) => getFutureSessions(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  })
}
