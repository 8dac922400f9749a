import type { sessionSchema, SessionDto } from '@acolhe/shared/api/session'
import type { createSessionBodySchema } from '@acolhe/shared/schemas/session'
import type { z } from 'zod'
import { api } from '../api-client'
import type { AnswerOf } from '../answer-of'

// POST /api/session → 201 the new session: a normal one (CREATED, awaiting payment) or a return (type RETURN
// with its parent, confirmed at once when the return service costs nothing). An admin books for a patient
// with user_id. 409 when the hour was just taken; 422 when it is no longer offered or the return is not allowed.
// The one client of the wizard, the admin's wizard and a card's 'Agendar retorno'; each hook refreshes its views.

export type CreateSessionInput = z.input<typeof createSessionBodySchema>

export async function createSession(body: CreateSessionInput): Promise<SessionDto> {
  return api.post<AnswerOf<typeof sessionSchema>>('/session', body)
}
