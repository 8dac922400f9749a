import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { professionalEnvelopeSchema } from '@acolhe/shared/api/professional'
import { loginSchema } from '@acolhe/shared/schemas/auth'
import { sensitiveRateLimit } from '../../lib/rate-limit'
import { actorOf, closeSession, openSession, requireOwnSession } from '../../plugins/auth'
import * as professionalAuth from './professional-auth.service'
import { toProfessionalDto } from './professional-view'
import { limitByEmail } from '../../lib/account-rate-limit'

const tags = ['profissionais: acesso']
const errorSchema = errorAnswerSchema

/** Professional login, current professional and logout (/professional-private/…; docs/product/accounts-and-access.md). */
export const professionalAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.post(
    '/professional-private/login',
    {
      config: sensitiveRateLimit(deps.config.rateLimitPerMinute),
      preHandler: limitByEmail(app.accountLimiter, 'login:professional'),
      schema: { tags, summary: 'Login do profissional', body: loginSchema, response: { 200: professionalEnvelopeSchema, 401: errorSchema, 403: errorSchema } },
    },
    async (request, reply) => {
      const professional = await professionalAuth.logIn(deps, request.body)
      await openSession(request, reply, { kind: 'professional', id: professional.id })
      return { professional: toProfessionalDto(professional) }
    },
  )

  app.get(
    '/professional-private/me',
    {
      preValidation: requireOwnSession('professional'),
      schema: { tags, summary: 'Profissional da sessão atual (inclusive aguardando autorização)', response: { 200: professionalEnvelopeSchema, 401: errorSchema } },
    },
    async (request) => ({
      professional: toProfessionalDto(await professionalAuth.getProfessional(deps, actorOf(request, 'professional').id)),
    }),
  )

  app.delete(
    '/professional-private/logout',
    { schema: { tags, summary: 'Sair da conta (encerra a sessão no servidor)', response: { 204: z.null() } } },
    async (request, reply) => {
      await closeSession(request, reply)
      return reply.status(204).send(null)
    },
  )
}
