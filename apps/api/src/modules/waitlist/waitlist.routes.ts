import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { waitlistEntryListSchema, waitlistEntrySchema, waitlistOfferSchema, waitlistOptionsSchema } from '@acolhe/shared/api/waitlist'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { joinWaitlistBodySchema } from '@acolhe/shared/schemas/waitlist'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, requirePatient } from '../../plugins/auth'
import { getOffer, getWaitlistOptions, joinWaitlist, leaveWaitlist, listMyWaitlist } from './waitlist.service'

const tags = ['lista de espera']
const refusals = { 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema, 422: errorAnswerSchema }

/** 'Avise-me quando abrir' (docs/decisions/041-waitlist-and-held-hours.md). */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, clock: app.deps.clock, config: app.deps.config }

  app.get(
    '/public/waitlist-options/:id',
    {
      schema: {
        tags,
        summary: 'O que se pode esperar de um profissional: qualquer horário (semanas cheias) ou horários semanais sem data livre',
        params: idParamSchema,
        response: { 200: waitlistOptionsSchema, 404: errorAnswerSchema },
      },
    },
    (request) => getWaitlistOptions(deps, request.params.id),
  )

  app.get(
    '/waitlist/me',
    { preValidation: requirePatient(), schema: { tags, summary: 'As listas de espera do paciente logado', response: { 200: waitlistEntryListSchema, 401: errorAnswerSchema, 403: errorAnswerSchema } } },
    (request) => listMyWaitlist(deps, actorOf(request, 'patient').id),
  )

  app.post(
    '/waitlist',
    {
      preValidation: requirePatient(),
      schema: { tags, summary: 'Entra na lista de espera de um profissional', body: joinWaitlistBodySchema, response: { 201: waitlistEntrySchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await joinWaitlist(deps, actorOf(request, 'patient').id, request.body)),
  )

  app.delete(
    '/waitlist/:id',
    { preValidation: requirePatient(), schema: { tags, summary: 'Sai da lista de espera', params: idParamSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await leaveWaitlist(deps, actorOf(request, 'patient').id, request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/waitlist/offers/:id',
    {
      preValidation: requirePatient(),
      schema: { tags, summary: 'Um horário oferecido ao paciente pela lista de espera', params: idParamSchema, response: { 200: waitlistOfferSchema, ...refusals } },
    },
    (request) => getOffer(deps, actorOf(request, 'patient').id, request.params.id),
  )
}
