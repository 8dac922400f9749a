import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import { createSession } from '../../../lib/session-api/create-session'
import { sessionQueryKey } from './get-session'

// The wizard's booking: POST /api/session → 201 the new session (CREATED, awaiting payment); 409 when the hour was just taken.

export function useCreateSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSession,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey(session.id), session),
    // Booked or refused, the professional's free hours changed: every view of them must read them again.
    onSettled: (_session, _error, body) => invalidateOpenTimes(queryClient, body.professional_id),
  })
}
