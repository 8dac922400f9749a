import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { slotChangeSchema } from '@acolhe/shared/api/calendar'
import { availabilitySlotSchema } from '@acolhe/shared/api/session'
import { availabilitySlotBodySchema } from '@acolhe/shared/schemas/calendar'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { actorOf, requireProfessional } from '../../plugins/auth'
import * as availability from './availability.service'

const tags = ['profissionais: calendário']
const errorSchema = errorAnswerSchema
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema }

/** Weekly availability changes of the logged-in, authorized professional (/available-dates). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.post(
    '/available-dates',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Cria um horário semanal (horas cheias, pelo menos 50 minutos, sem sobreposição no mesmo dia)',
        body: availabilitySlotBodySchema,
        response: { 201: availabilitySlotSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const slot = await availability.createSlot(deps, actorOf(request, 'professional').id, request.body)
      return reply.status(201).send(slot)
    },
  )

  app.patch(
    '/available-dates/:id',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Altera um horário; consultas já agendadas nele continuam marcadas (kept_sessions)',
        params: idParamSchema,
        body: availabilitySlotBodySchema,
        response: { 200: slotChangeSchema, ...refusals },
      },
    },
    (request) => availability.updateSlot(deps, actorOf(request, 'professional').id, request.params.id, request.body),
  )

  app.delete(
    '/available-dates/:id',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Remove um horário; consultas já agendadas nele continuam marcadas (kept_sessions)',
        params: idParamSchema,
        response: { 200: slotChangeSchema, ...refusals },
      },
    },
    (request) => availability.deleteSlot(deps, actorOf(request, 'professional').id, request.params.id),
  )
}
