import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { professionalEditResultSchema, professionalEnvelopeSchema } from '@acolhe/shared/api/professional'
import { professionalAdminCreateBodySchema, professionalEditBodySchema, professionalRegistrationBodySchema } from '@acolhe/shared/schemas/professional'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { limitByEmail } from '../../lib/account-rate-limit'
import { sensitiveRateLimit } from '../../lib/rate-limit'
import { actorOf, openSession, requireAdmin, requireProfessional } from '../../plugins/auth'
import { toProfessionalDto } from '../professional-auth/professional-view'
import * as professionals from './professionals.service'

const tags = ['profissionais: cadastro e perfil']
const errorSchema = errorAnswerSchema

/** The profile's owner (even awaiting authorization: PENDING_PROFESSIONAL_ROUTES) or an admin; the service narrows it to the owner. */
async function requireOwnerOrAdmin(request: FastifyRequest): Promise<void> {
  if (request.actor?.kind === 'admin') return requireAdmin()(request)
  return requireProfessional()(request)
}

/** Professional registration and profile edit (POST and PATCH /professional-private; docs/product/accounts-and-access.md). */
export const professionalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps
  // Birthdays are judged against the server's own clock (the age rule needs today).
  const now = () => deps.clock.now()

  app.post(
    '/professional-private',
    {
      config: sensitiveRateLimit(deps.config.rateLimitPerMinute),
      preHandler: limitByEmail(app.accountLimiter, 'sign-up:professional'),
      schema: {
        tags,
        summary: 'Cadastro do profissional (as quatro etapas); entra na conta, que aguarda autorização',
        body: professionalRegistrationBodySchema(now),
        response: { 201: professionalEnvelopeSchema, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const professional = await professionals.register(deps, request.body, { ip: request.ip })
      // Logged in at once: the welcome page leads to the authorization page, which needs the session.
      await openSession(request, reply, { kind: 'professional', id: professional.id })
      return reply.status(201).send({ professional: toProfessionalDto(professional) })
    },
  )

  // Its own path rather than the registration's (decision 013): another body (no password, no terms),
  // another guard, and the caller keeps their session instead of becoming the professional.
  app.post(
    '/professional-private/by-admin',
    {
      preValidation: requireAdmin(),
      schema: {
        tags,
        summary: 'Cadastro de profissional pelo admin: já autorizado, sem senha; o profissional recebe um convite por email para criar a senha',
        body: professionalAdminCreateBodySchema(now),
        response: { 201: professionalEnvelopeSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const professional = await professionals.createByAdmin(deps, actorOf(request, 'admin'), request.body)
      return reply.status(201).send({ professional: toProfessionalDto(professional) })
    },
  )

  app.patch(
    '/professional-private/:id',
    {
      preValidation: requireOwnerOrAdmin,
      schema: {
        tags,
        summary: 'Edita o perfil (o próprio profissional, mesmo aguardando autorização, ou admin); nunca email nem foto',
        params: idParamSchema,
        body: professionalEditBodySchema(now),
        response: { 200: professionalEditResultSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const editor = actorOf(request, 'professional', 'admin')
      const { professional, notice } = await professionals.editProfile(deps, editor, request.params.id, request.body)
      return { professional: toProfessionalDto(professional), ...(notice ? { notice } : {}) }
    },
  )
}
