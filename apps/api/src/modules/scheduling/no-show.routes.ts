import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sessionSchema } from '@acolhe/shared/api/session'
import { markNoShowBodySchema } from '@acolhe/shared/schemas/no-show'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { actorOf, requireSessionParty } from '../../plugins/auth'
import { markNoShow } from './lifecycle/no-show.service'

const refusals = { 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 422: errorAnswerSchema }

/** Recording an absence: the professional the patient's, an admin either (docs/decisions/038-no-shows.md). */
export const noShowRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, clock: app.deps.clock, config: app.deps.config }

  app.patch(
    '/session/:id/no-show',
    {
      preValidation: requireSessionParty('professional', 'admin'),
      schema: {
        tags: ['consultas'],
        summary: 'Registra que o paciente ou o profissional não compareceu (depois do horário de início)',
        params: idParamSchema,
        body: markNoShowBodySchema,
        response: { 200: sessionSchema, ...refusals },
      },
    },
    (request) => markNoShow(deps, actorOf(request, 'professional', 'admin'), request.params.id, request.body.absent),
  )
}
