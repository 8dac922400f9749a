import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminListItemSchema, adminListSchema } from '@acolhe/shared/api/admin'
import { adminActiveBodySchema, adminListQuerySchema, createAdminBodySchema } from '@acolhe/shared/schemas/admin'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { actorOf, requireAdmin } from '../../plugins/auth'
import * as accounts from './admin-accounts.service'

const tags = ['admin: administradores']
const errorSchema = errorAnswerSchema
const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema }

/** /admin/admins: the back office's own accounts (docs/decisions/028-admin-accounts-and-support-inbox.md). */
export const adminAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/admins',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Administradores (admin)', querystring: adminListQuerySchema, response: { 200: adminListSchema, ...refusals } } },
    (request) => accounts.listAdmins(deps, actorOf(request, 'admin'), request.query),
  )

  app.post(
    '/admins',
    {
      preValidation: requireAdmin(),
      schema: { tags, summary: 'Cria um administrador (admin)', body: createAdminBodySchema, response: { 201: z.object({ admin: adminListItemSchema }), ...refusals, 409: errorSchema } },
    },
    async (request, reply) => reply.status(201).send({ admin: await accounts.createAdminAccount(deps, actorOf(request, 'admin'), request.body) }),
  )

  app.patch(
    '/admins/:id/active',
    {
      preValidation: requireAdmin(),
      schema: {
        tags,
        summary: 'Desativa ou reativa um administrador (admin; nunca a própria conta nem o último ativo)',
        params: idParamSchema,
        body: adminActiveBodySchema,
        response: { 200: z.object({ admin: adminListItemSchema }), ...refusals, 422: errorSchema },
      },
    },
    async (request) => ({ admin: await accounts.setAdminActive(deps, actorOf(request, 'admin'), request.params.id, request.body.active) }),
  )
}
