import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateAdminSessions } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import { createSession, type CreateSessionInput } from '../../../lib/session-api/create-session'

// The admin's booking: POST /api/session (with user_id) → 201 the session: a normal one awaiting payment, or a return
// (type RETURN with its parent), confirmed at once when the return service costs nothing. 409 when the
// hour was just taken; 422 when it is no longer offered or the return is not allowed.

export type AdminCreateSessionBody = CreateSessionInput & { user_id: string }

export function useCreateSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminCreateSessionBody) => createSession(body),
    // Booked or refused, the lists and the professional's free hours changed.
    onSettled: (_session, _error, body) => Promise.all([invalidateAdminSessions(queryClient), invalidateOpenTimes(queryClient, body.professional_id)]),
  })
}
