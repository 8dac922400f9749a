import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminEnvelopeSchema, adminLoginResponseSchema } from '@acolhe/shared/api/admin'
import { loginSchema } from '@acolhe/shared/schemas/auth'
import { sensitiveRateLimit } from '../../lib/rate-limit'
import { actorOf, closeSession, openSession, requireOwnSession } from '../../plugins/auth'
import * as admins from './admins.service'
import { toAdminDto } from './admin-view'
import { limitByEmail } from '../../lib/account-rate-limit'

const tags = ['admin: acesso']
const errorSchema = errorAnswerSchema

/** Admin login, current admin and logout (/admin/…; docs/product/accounts-and-access.md). */
export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.post(
    '/admin/login',
    {
      config: sensitiveRateLimit(deps.config.rateLimitPerMinute),
      preHandler: limitByEmail(app.accountLimiter, 'login:admin'),
      schema: { tags, summary: 'Login do administrador', body: loginSchema, response: { 200: adminLoginResponseSchema, 401: errorSchema, 403: errorSchema } },
    },
    async (request, reply) => {
      const admin = await admins.logIn(deps, request.body)
      await openSession(request, reply, { kind: 'admin', id: admin.id })
      return { success: true as const, admin: toAdminDto(admin) }
    },
  )

  app.get(
    '/admin/me',
    {
      preValidation: requireOwnSession('admin'),
      schema: { tags, summary: 'Administrador da sessão atual', response: { 200: adminEnvelopeSchema, 401: errorSchema } },
    },
    async (request) => ({ admin: toAdminDto(await admins.getAdmin(deps, actorOf(request, 'admin').id)) }),
  )

  app.delete(
    '/admin/logout',
    { schema: { tags, summary: 'Sair da conta (encerra a sessão no servidor)', response: { 204: z.null() } } },
    async (request, reply) => {
      await closeSession(request, reply)
      return reply.status(204).send(null)
    },
  )
}
