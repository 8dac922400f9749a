import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { unavailabilityChangeSchema, unavailabilityListSchema } from '@acolhe/shared/api/calendar'
import { unavailabilityBodySchema, unavailabilityListQuerySchema, unavailabilityUpdateBodySchema } from '@acolhe/shared/schemas/calendar'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { actorOf, requireProfessional } from '../../plugins/auth'
import * as unavailability from './unavailability.service'

const tags = ['profissionais: calendário']
const errorSchema = errorAnswerSchema
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema }

/** Unavailability periods of the logged-in, authorized professional (/professional-unavailability). */
export const unavailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/professional-unavailability/me',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Indisponibilidades do profissional logado (8 por página, filtro date_a/date_b)',
        querystring: unavailabilityListQuerySchema,
        response: { 200: unavailabilityListSchema, ...refusals },
      },
    },
    (request) => unavailability.listMine(deps, actorOf(request, 'professional').id, request.query),
  )

  app.post(
    '/professional-unavailability',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Cria um período; responde também as consultas já agendadas dentro dele (conflicting_sessions)',
        body: unavailabilityBodySchema,
        response: { 201: unavailabilityChangeSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const change = await unavailability.create(deps, actorOf(request, 'professional').id, request.body)
      return reply.status(201).send(change)
    },
  )

  app.patch(
    '/professional-unavailability/:id',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Altera um período (qualquer subconjunto dos campos)',
        params: idParamSchema,
        body: unavailabilityUpdateBodySchema,
        response: { 200: unavailabilityChangeSchema, ...refusals },
      },
    },
    (request) => unavailability.update(deps, actorOf(request, 'professional').id, request.params.id, request.body),
  )

  app.delete(
    '/professional-unavailability/:id',
    {
      preValidation: requireProfessional(),
      schema: { tags, summary: 'Remove um período', params: idParamSchema, response: { 204: z.null(), ...refusals } },
    },
    async (request, reply) => {
      await unavailability.remove(deps, actorOf(request, 'professional').id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
