import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '@acolhe/shared/api/calendar-feed'
import { actorOf, requireProfessional } from '../../plugins/auth'
import * as feed from './calendar-feed.service'

const tags = ['profissionais: agenda']
const errorSchema = errorAnswerSchema
const refusals = { 401: errorSchema, 403: errorSchema }

/** The private calendar feed (decision 027): managed by the professional, read by calendar apps. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/professional-private/me/calendar-feed',
    { preValidation: requireProfessional(), schema: { tags, summary: 'Se o link de calendário (iCal) está ativo', response: { 200: calendarFeedStatusSchema, ...refusals } } },
    (request) => feed.feedStatus(deps, actorOf(request, 'professional').id),
  )

  app.post(
    '/professional-private/me/calendar-feed',
    {
      preValidation: requireProfessional(),
      schema: { tags, summary: 'Gera um novo link de calendário (o anterior deixa de funcionar); o link só aparece agora', response: { 201: calendarFeedCreatedSchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await feed.createFeed(deps, actorOf(request, 'professional').id)),
  )

  app.delete(
    '/professional-private/me/calendar-feed',
    { preValidation: requireProfessional(), schema: { tags, summary: 'Revoga o link de calendário', response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await feed.revokeFeed(deps, actorOf(request, 'professional').id)
      return reply.status(204).send(null)
    },
  )

  // Read by Google/Apple Calendar, which send no cookie: the token in the address is the credential.
  app.get(
    '/agenda.ics',
    {
      schema: {
        tags,
        summary: 'Agenda do profissional em iCalendar (text/calendar), para assinar no Google ou Apple Calendar',
        querystring: z.object({ token: z.string().max(100).default('') }),
      },
    },
    async (request, reply) => {
      const body = await feed.feedIcs(deps, request.query.token)
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="acolhe-agenda.ics"').send(body)
    },
  )
}
