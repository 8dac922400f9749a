import { randomBytes } from 'node:crypto'
import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  connectionTestQuerySchema,
  failureParamsSchema,
  failureReportBodySchema,
  presenceBodySchema,
  rescheduleWithoutFeeBodySchema,
  roomStateSchema,
} from '@acolhe/shared/api/consultation-room'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { actorOf, requireAnyOf, requireSessionParty } from '../../plugins/auth'
import { openRoomStream, type RoomStream } from './room-events'
import { pollOnlySignal, redisRoomSignal } from './room-signal'
import { admit, recordPresence, reportFailure, resolveFailure, roomState } from './room.service'

const tags = ['sala da consulta']
const refusals = { 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema, 422: errorAnswerSchema }
/** Without Redis a stream reads its room every second (presence within 2 s across instances); with it, as a safety net. */
const POLL_MS_WITHOUT_REDIS = 1_000
const POLL_MS_WITH_REDIS = 5_000

/** The consultation room (docs/decisions/090, 091, 092): state, live stream, presence, admission, failures, connection test. */
export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  const redisUrl = app.deps.config.redisUrl
  const signal = redisUrl ? redisRoomSignal(redisUrl) : pollOnlySignal
  const deps = { db: app.deps.db, clock: app.deps.clock, config: app.deps.config, settleFromBalance: app.deps.settleFromBalance, signal }
  const streams = new Set<RoomStream>()
  // Open streams never end by themselves: close them first, so shutting down does not wait on them.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.stop()
  })
  app.addHook('onClose', () => signal.close())

  app.get(
    '/room/:id',
    {
      preValidation: requireSessionParty('patient', 'professional', 'admin'),
      schema: { tags, summary: 'A sala da consulta como quem pergunta a vê', params: idParamSchema, response: { 200: roomStateSchema, ...refusals } },
    },
    (request) => roomState(deps, actorOf(request, 'patient', 'professional', 'admin'), request.params.id),
  )

  app.get(
    '/room/:id/events',
    {
      preValidation: requireSessionParty('patient', 'professional', 'admin'),
      schema: { tags, summary: 'A sala da consulta ao vivo (text/event-stream): o estado a cada mudança', params: idParamSchema },
    },
    async (request, reply) => {
      const actor = actorOf(request, 'patient', 'professional', 'admin')
      // Refusals (403, 404) answer as JSON before the stream starts.
      await roomState(deps, actor, request.params.id)
      const room = openRoomStream({
        sessionId: request.params.id,
        read: () => roomState(deps, actor, request.params.id),
        signal,
        pollMs: redisUrl ? POLL_MS_WITH_REDIS : POLL_MS_WITHOUT_REDIS,
        // Outside its window a room has nothing live to tell: its state once, then the stream ends.
        endsWith: (state) => !state.open,
        onError: (error) => request.log.warn({ err: error }, 'room stream: reading the room failed'),
      })
      streams.add(room)
      request.raw.once('close', () => {
        room.stop()
        streams.delete(room)
      })
      reply.header('content-type', 'text/event-stream; charset=utf-8')
      // nginx in front (deploy/nginx) must pass each event on at once rather than buffer the answer.
      reply.header('x-accel-buffering', 'no')
      return reply.send(room.stream)
    },
  )

  app.post(
    '/room/:id/presence',
    {
      preValidation: requireSessionParty('patient', 'professional'),
      schema: {
        tags,
        summary: 'Estou na sala: chegada, presença e o resultado da verificação (passou ou não por aparelho, números da conexão)',
        params: idParamSchema,
        body: presenceBodySchema,
        response: { 200: roomStateSchema, ...refusals },
      },
    },
    (request) => recordPresence(deps, actorOf(request, 'patient', 'professional'), request.params.id, request.body),
  )

  app.post(
    '/room/:id/admit',
    {
      preValidation: requireSessionParty('professional'),
      schema: { tags, summary: 'Admitir: o paciente da sala de espera recebe o link da consulta', params: idParamSchema, response: { 200: roomStateSchema, ...refusals } },
    },
    (request) => admit(deps, actorOf(request, 'professional'), request.params.id),
  )

  app.post(
    '/room/:id/failures',
    {
      preValidation: requireSessionParty('patient', 'professional'),
      schema: { tags, summary: 'Falha técnica, por qualquer um dos dois, durante a consulta', params: idParamSchema, body: failureReportBodySchema, response: { 200: roomStateSchema, ...refusals } },
    },
    (request) => reportFailure(deps, actorOf(request, 'patient', 'professional'), request.params.id, request.body.note),
  )

  app.post(
    '/room/:id/failures/:failureId/reschedule',
    {
      preValidation: requireSessionParty('professional', 'admin'),
      schema: {
        tags,
        summary: 'Transforma a falha técnica em remarcação sem custo (profissional ou admin)',
        params: failureParamsSchema,
        body: rescheduleWithoutFeeBodySchema,
        response: { 200: roomStateSchema, ...refusals },
      },
    },
    (request) =>
      resolveFailure(deps, actorOf(request, 'professional', 'admin'), request.params.id, request.params.failureId, {
        kind: 'reschedule',
        start: new Date(request.body.selected_date),
      }),
  )

  app.post(
    '/room/:id/failures/:failureId/no-show-exception',
    {
      preValidation: requireSessionParty('professional', 'admin'),
      schema: {
        tags,
        summary: 'Transforma a falha técnica em exceção à regra de ausência: cancelada sem falta, valor de volta ao saldo',
        params: failureParamsSchema,
        response: { 200: roomStateSchema, ...refusals },
      },
    },
    (request) => resolveFailure(deps, actorOf(request, 'professional', 'admin'), request.params.id, request.params.failureId, { kind: 'no_show_exception' }),
  )

  app.get(
    '/room/connection-test',
    {
      preValidation: requireAnyOf('patient', 'professional', 'admin'),
      schema: { tags, summary: 'Teste de conexão: N KB aleatórios (latência com 1 KB, velocidade com mais)', querystring: connectionTestQuerySchema },
    },
    async (request, reply) => {
      // Random bytes, so nothing on the way can compress them and flatter the figure.
      reply.header('content-type', 'application/octet-stream')
      return reply.send(randomBytes(request.query.size_kb * 1024))
    },
  )
}
