import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { caldavCalendarsSchema, caldavLoginSchema, connectOwnCalendarSchema, ownCalendarSchema, ownCalendarsSchema } from '@acolhe/shared/api/own-calendars'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, requireProfessional } from '../../plugins/auth'
import * as service from './own-calendars.service'

const tags = ['profissionais: agenda']
const refusals = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema }

/** The professional's own calendars (decision 087): connect, see, disconnect. */
export const externalCalendarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/professional-private/me/own-calendars',
    { preValidation: requireProfessional(), schema: { tags, summary: 'Calendários conectados e o que eles bloqueiam nesta semana', response: { 200: ownCalendarsSchema, ...refusals } } },
    (request) => service.overview(deps, actorOf(request, 'professional').id),
  )

  app.post(
    '/professional-private/me/own-calendars/caldav-calendars',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Lista as agendas de uma conta CalDAV (para escolher onde gravar as consultas); nada é guardado',
        body: caldavLoginSchema,
        response: { 200: caldavCalendarsSchema, 422: errorAnswerSchema, ...refusals },
      },
    },
    (request) => service.caldavCalendars(deps, request.body),
  )

  app.post(
    '/professional-private/me/own-calendars',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Conecta um calendário (endereço iCal ou conta CalDAV) depois de lê-lo uma vez',
        body: connectOwnCalendarSchema,
        response: { 201: ownCalendarSchema, 409: errorAnswerSchema, 422: errorAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await service.connect(deps, actorOf(request, 'professional').id, request.body)),
  )

  app.delete(
    '/professional-private/me/own-calendars/:id',
    {
      preValidation: requireProfessional(),
      schema: { tags, summary: 'Desconecta um calendário: apaga a senha ou o endereço guardados e os horários bloqueados', params: z.object({ id: z.uuid() }), response: { 204: z.null(), 404: errorAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      await service.disconnect(deps, actorOf(request, 'professional').id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
