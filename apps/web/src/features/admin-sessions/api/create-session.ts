import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionSchema, type SessionDto } from '@acolhe/shared/api/session'
import type { createSessionBodySchema } from '@acolhe/shared/schemas/session'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { adminSessionQueryKeys } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'

// POST /api/session (admin, with user_id) → 201 the session: a normal one awaiting payment, or a return
// (type RETURN with its parent), confirmed at once when the return service costs nothing. 409 when the
// hour was just taken; 422 when it is no longer offered or the return is not allowed.

export type AdminCreateSessionBody = z.input<typeof createSessionBodySchema> & { user_id: string }

export async function createSession(body: AdminCreateSessionBody): Promise<SessionDto> {
  return sessionSchema.parse(await api.post('/session', body))
}

export function useCreateSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSession,
    // Booked or refused, the lists and the professional's free hours changed.
    onSettled: (_session, _error, body) => Promise.all([queryClient.invalidateQueries({ queryKey: adminSessionQueryKeys.all }), invalidateOpenTimes(queryClient, body.professional_id)]),
  })
}
