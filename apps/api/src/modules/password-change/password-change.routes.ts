import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { changePasswordBodySchema } from '@acolhe/shared/schemas/auth'
import { limitByActor } from '../../lib/account-rate-limit'
import { sensitiveRateLimit } from '../../lib/rate-limit'
import { actorOf, requireOwnSession } from '../../plugins/auth'
import { changePassword } from './password-change.service'

const errorSchema = errorAnswerSchema
const response = { 204: z.null(), 400: errorSchema, 401: errorSchema, 429: errorSchema }

/** Changing one's own password while logged in: patients and professionals (even awaiting authorization). */
export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps
  // Limited like the logins: per address, and per account so many addresses cannot guess in turns.
  const rateLimit = sensitiveRateLimit(deps.config.rateLimitPerMinute)

  app.patch(
    '/user/me/password',
    {
      config: rateLimit,
      preValidation: requireOwnSession('patient'),
      preHandler: limitByActor(app.accountLimiter, 'password-change'),
      schema: { tags: ['pacientes: acesso'], summary: 'Altera a senha (com a senha atual) e encerra as outras sessões', body: changePasswordBodySchema, response },
    },
    async (request, reply) => {
      const actor = actorOf(request, 'patient')
      await changePassword(deps, { kind: 'patient', id: actor.id, sessionId: actor.sessionId }, request.body)
      return reply.status(204).send(null)
    },
  )

  app.patch(
    '/professional-private/me/password',
    {
      config: rateLimit,
      preValidation: requireOwnSession('professional'),
      preHandler: limitByActor(app.accountLimiter, 'password-change'),
      schema: { tags: ['profissionais: acesso'], summary: 'Altera a senha (com a senha atual) e encerra as outras sessões', body: changePasswordBodySchema, response },
    },
    async (request, reply) => {
      const actor = actorOf(request, 'professional')
      await changePassword(deps, { kind: 'professional', id: actor.id, sessionId: actor.sessionId }, request.body)
      return reply.status(204).send(null)
    },
  )
}
