import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { seriesCreatedSchema, seriesListSchema, seriesSchema } from '@acolhe/shared/api/series'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { adminSeriesQuerySchema, createSeriesBodySchema, moveSeriesBodySchema, seriesStatusBodySchema } from '@acolhe/shared/schemas/series'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, requireAdmin, requireAnyOf, requireSessionParty } from '../../plugins/auth'
import { changeSeriesStatus, createSeries, endSeries, getSeries, listAllSeries, listMySeries, moveSeries } from './series.service'

const tags = ['horário fixo']
const refusals = { 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema, 422: errorAnswerSchema }

/** Weekly series ('Horário fixo', docs/decisions/040-weekly-series.md). */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, clock: app.deps.clock, config: app.deps.config }

  app.post(
    '/session-series',
    {
      preValidation: requireAnyOf('patient', 'admin'),
      schema: { tags, summary: 'Cria um horário fixo semanal a partir do horário escolhido (paciente para si, admin para um paciente)', body: createSeriesBodySchema, response: { 201: seriesCreatedSchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await createSeries(deps, actorOf(request, 'patient', 'admin'), request.body)),
  )

  app.get(
    '/session-series/me',
    {
      preValidation: requireSessionParty('patient', 'professional'),
      schema: { tags, summary: 'Horários fixos ativos ou pausados do paciente ou do profissional logado', response: { 200: seriesListSchema, ...refusals } },
    },
    (request) => listMySeries(deps, actorOf(request, 'patient', 'professional')),
  )

  app.get(
    '/session-series',
    {
      preValidation: requireAdmin(),
      schema: { tags, summary: 'Todos os horários fixos (admin), com filtros', querystring: adminSeriesQuerySchema, response: { 200: seriesListSchema, ...refusals } },
    },
    (request) => listAllSeries(deps, actorOf(request, 'admin'), request.query),
  )

  app.get(
    '/session-series/:id',
    {
      preValidation: requireSessionParty('patient', 'professional', 'admin'),
      schema: { tags, summary: 'Um horário fixo (seu paciente, seu profissional ou admin)', params: idParamSchema, response: { 200: seriesSchema, ...refusals } },
    },
    (request) => getSeries(deps, actorOf(request, 'patient', 'professional', 'admin'), request.params.id),
  )

  app.patch(
    '/session-series/:id/hour',
    {
      preValidation: requireAnyOf('patient', 'admin'),
      schema: { tags, summary: 'Muda todas as semanas à frente para outro horário semanal (todas ou nenhuma)', params: idParamSchema, body: moveSeriesBodySchema, response: { 200: seriesSchema, ...refusals } },
    },
    (request) => moveSeries(deps, actorOf(request, 'patient', 'admin'), request.params.id, request.body),
  )

  app.post(
    '/session-series/:id/end',
    {
      preValidation: requireSessionParty('patient', 'professional', 'admin'),
      schema: { tags, summary: 'Encerra o horário fixo (as consultas futuras são canceladas)', params: idParamSchema, response: { 200: seriesSchema, ...refusals } },
    },
    (request) => endSeries(deps, actorOf(request, 'patient', 'professional', 'admin'), request.params.id),
  )

  app.patch(
    '/session-series/:id/status',
    {
      preValidation: requireSessionParty('patient', 'professional', 'admin'),
      schema: { tags, summary: 'Pausa (admin), retoma (paciente ou admin) ou encerra o horário fixo', params: idParamSchema, body: seriesStatusBodySchema, response: { 200: seriesSchema, ...refusals } },
    },
    (request) => changeSeriesStatus(deps, actorOf(request, 'patient', 'professional', 'admin'), request.params.id, request.body.status),
  )
}
