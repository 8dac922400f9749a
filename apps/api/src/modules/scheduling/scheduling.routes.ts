import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { availabilitySlotListSchema, openTimesSchema, sessionListSchema, sessionSchema } from '@acolhe/shared/api/session'
import {
  adminSessionsQuerySchema,
  changeModalityBodySchema,
  changeStatusBodySchema,
  createSessionBodySchema,
  idParamSchema,
  mySessionsQuerySchema,
  rescheduleSessionBodySchema,
} from '@acolhe/shared/schemas/session'
import { sendJsonText, sendSerializedJson } from '../../lib/send-serialized-json'
import { actorOf, requireAdmin, requireAnyOf, requireProfessional, requireSessionParty } from '../../plugins/auth'
import { bookSession } from './booking/booking.service'
import { changeModality, changeStatus, endSession, reschedule, startSession } from './lifecycle/lifecycle.service'
import { openTimesJson } from './open-times/open-times-answer'
import { OpenTimesCache } from './open-times/open-times-cache'
import { listWeeklySlots } from './open-times/open-times.service'
import { getSession, listAllSessions, listMySessionsJson } from './lists/session-queries.service'

const tags = ['consultas']
const errorSchema = errorAnswerSchema
const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema }
/** Professionals whose open-times answer an instance keeps (decision 051), within 32 MB of JSON in all. */
const OPEN_TIMES_CACHE_ENTRIES = 1000

/** Open times and the sessions API; the rules live in policy/ (docs/decisions/023-session-policy-and-error-codes.md). */
export const schedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, clock: app.deps.clock, config: app.deps.config, settleFromBalance: app.deps.settleFromBalance }
  // This instance's entries; each request checks them against the versions in the shared database.
  const openTimesCache = new OpenTimesCache(OPEN_TIMES_CACHE_ENTRIES)

  app.get(
    '/public/available-dates/:id',
    {
      schema: {
        tags,
        summary: 'Horários livres de um profissional (de 1 hora a 60 dias à frente, horário de Brasília)',
        params: idParamSchema,
        querystring: z.object({ include_availability: z.string().optional() }),
        response: { 200: openTimesSchema, 404: errorSchema },
      },
    },
    // A patient sees an hour held for them by a waitlist offer (decision 041); everyone else does not.
    // The answer comes serialised (decision 051): a JSON string is sent as it is.
    async (request, reply) => {
      const body = await openTimesJson(deps, openTimesCache, request.params.id, request.actor?.kind === 'patient' ? request.actor.id : undefined)
      return sendSerializedJson(request, reply, body)
    },
  )

  app.get(
    '/available-dates',
    {
      preValidation: requireProfessional(),
      schema: { tags, summary: 'Disponibilidade semanal do profissional logado', response: { 200: availabilitySlotListSchema } },
    },
    (request) => listWeeklySlots(deps, actorOf(request, 'professional').id),
  )

  app.get(
    '/available-dates/:id',
    {
      preValidation: requireAdmin(),
      schema: {
        tags,
        summary: 'Disponibilidade semanal de um profissional (admin)',
        params: idParamSchema,
        querystring: z.object({ include_availability: z.string().optional() }),
        response: { 200: availabilitySlotListSchema },
      },
    },
    (request) => listWeeklySlots(deps, request.params.id),
  )

  app.post(
    '/session',
    {
      preValidation: requireAnyOf('patient', 'admin'),
      schema: { tags, summary: 'Agenda uma consulta (paciente para si, admin para um paciente)', body: createSessionBodySchema, response: { 201: sessionSchema, ...refusals } },
    },
    async (request, reply) => {
      const session = await bookSession(deps, actorOf(request, 'patient', 'admin'), request.body)
      return reply.status(201).send(session)
    },
  )

  app.get(
    '/session/me',
    {
      preValidation: requireSessionParty('patient', 'professional'),
      schema: { tags, summary: 'Consultas do paciente ou do profissional logado', querystring: mySessionsQuerySchema, response: { 200: sessionListSchema } },
    },
    // The answer comes as JSON, written without the schema's encoding pass (decision 119); its test
    // compares it with what the schema's serialiser writes. The schema stays for the documentation.
    async (request, reply) => {
      const json = await listMySessionsJson(deps, actorOf(request, 'patient', 'professional'), request.query)
      return sendJsonText(reply, json)
    },
  )

  app.get(
    '/session',
    {
      preValidation: requireAdmin(),
      schema: { tags, summary: 'Todas as consultas (admin), com filtros', querystring: adminSessionsQuerySchema, response: { 200: sessionListSchema } },
    },
    (request) => listAllSessions(deps, actorOf(request, 'admin'), request.query),
  )

  app.get(
    '/session/:id',
    {
      preValidation: requireSessionParty('patient', 'professional', 'admin'),
      schema: { tags, summary: 'Uma consulta (seu paciente, seu profissional ou admin)', params: idParamSchema, response: { 200: sessionSchema, ...refusals } },
    },
    (request) => getSession(deps, actorOf(request, 'patient', 'professional', 'admin'), request.params.id),
  )

  app.patch(
    '/session/:id/date',
    {
      preValidation: requireAnyOf('patient', 'admin'),
      schema: { tags, summary: 'Remarca a consulta para um horário livre', params: idParamSchema, body: rescheduleSessionBodySchema, response: { 200: sessionSchema, ...refusals } },
    },
    (request) =>
      reschedule(deps, actorOf(request, 'patient', 'admin'), request.params.id, request.body),
  )

  app.patch(
    '/session/:id/modality',
    {
      preValidation: requireAnyOf('patient', 'admin'),
      schema: { tags, summary: 'Troca entre online e presencial (profissionais híbridos)', params: idParamSchema, body: changeModalityBodySchema, response: { 200: sessionSchema, ...refusals } },
    },
    (request) =>
      changeModality(deps, actorOf(request, 'patient', 'admin'), request.params.id, request.body.is_online),
  )

  app.patch(
    '/session/:id/status',
    {
      preValidation: requireSessionParty('patient', 'admin', 'professional'),
      schema: { tags, summary: 'Cancela (paciente, profissional) ou define qualquer status (admin)', params: idParamSchema, body: changeStatusBodySchema, response: { 200: sessionSchema, ...refusals } },
    },
    (request) =>
      changeStatus(deps, actorOf(request, 'patient', 'admin', 'professional'), request.params.id, request.body.status),
  )

  app.patch(
    '/session/:id/start',
    {
      preValidation: requireSessionParty('professional'),
      schema: { tags, summary: 'Inicia a consulta (10 min antes a 50 min depois do início)', params: idParamSchema, response: { 200: sessionSchema, ...refusals } },
    },
    (request) => startSession(deps, actorOf(request, 'professional'), request.params.id),
  )

  app.patch(
    '/session/:id/end',
    {
      preValidation: requireSessionParty('professional'),
      schema: { tags, summary: 'Finaliza a consulta em andamento', params: idParamSchema, response: { 200: sessionSchema, ...refusals } },
    },
    (request) => endSession(deps, actorOf(request, 'professional'), request.params.id),
  )
}
