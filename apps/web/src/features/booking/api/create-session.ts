import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionSchema } from '@acolhe/shared/api/session'
import type { z } from 'zod'
import type { createSessionBodySchema } from '@acolhe/shared/schemas/session'
import { api } from '../../../lib/api-client'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import { sessionQueryKey } from './get-session'

// POST /api/session → 201 the new session (CREATED, awaiting payment); 409 when the hour was just taken.

export type CreateSessionInput = z.input<typeof createSessionBodySchema>

export async function createSession(body: CreateSessionInput) {
  return sessionSchema.parse(await api.post('/session', body))
}

export function useCreateSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSession,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey(session.id), session),
    // Booked or refused, the professional's free hours changed: every view of them must read them again.
    onSettled: (_session, _error, body) => invalidateOpenTimes(queryClient, body.professional_id),
  })
}
