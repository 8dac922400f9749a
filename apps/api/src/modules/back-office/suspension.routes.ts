import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authorizationResultSchema, futureSessionsSchema } from '@acolhe/shared/api/suspension'
import { professionalAuthorizationBodySchema } from '@acolhe/shared/schemas/professional'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { actorOf, requireAdmin } from '../../plugins/auth'
import * as suspension from './suspension.service'

const tags = ['administração']
const errorSchema = errorAnswerSchema
const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema }

/** Authorizing and suspending a professional, with what happens to the consultations ahead (decision 026). */
export const suspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/professional-private/:id/future-sessions',
    {
      preValidation: requireAdmin(),
      schema: { tags, summary: 'Quantas consultas ativas o profissional ainda tem pela frente (admin)', params: idParamSchema, response: { 200: futureSessionsSchema, ...refusals } },
    },
    async (request) => ({ future_live_sessions: await suspension.countFutureLiveSessions(deps, request.params.id) }),
  )

  app.patch(
    '/professional-private/:id/authorization',
    {
      preValidation: requireAdmin(),
      schema: {
        tags,
        summary: 'Autoriza ou desautoriza um profissional (admin); ao desautorizar com consultas futuras, future_sessions CANCEL (reembolso integral) ou KEEP',
        params: idParamSchema,
        body: professionalAuthorizationBodySchema,
        response: { 200: authorizationResultSchema, ...refusals, 422: errorSchema },
      },
    },
    (request) => suspension.changeAuthorization(deps, actorOf(request, 'admin'), request.params.id, request.body),
  )
}
