import { useQuery } from '@tanstack/react-query'
import type { futureSessionsSchema } from '@acolhe/shared/api/suspension'
import { api } from '../../../lib/api-client'
import { professionalQueryKeys } from './professional-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/{id}/future-sessions (admin) → 200 { future_live_sessions }.

export async function getFutureSessions(id: string, signal?: AbortSignal): Promise<number> {
  return (await api.get<AnswerOf<typeof futureSessionsSchema>>(`/professional-private/${id}/future-sessions`, undefined, signal)).future_live_sessions
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
