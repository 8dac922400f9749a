import { z } from 'zod'
import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { pixAutomaticoListSchema, pixAutomaticoOptInSchema, pixAutomaticoSchema } from '@acolhe/shared/api/pix-automatico'
import { pixAutomaticoListQuerySchema, pixAutomaticoOptInBodySchema } from '@acolhe/shared/schemas/pix-automatico'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, requireAdmin, requireAnyOf, requireSessionParty } from '../../plugins/auth'
import { pixAutomaticoDepsOf } from './pix-automatico-deps'
import { receiveCobrWebhook, receiveRecWebhook } from './pix-automatico-webhooks'
import { getPixAutomatico, listAuthorizations, optIn, stop } from './pix-automatico.service'

const tags = ['pix automático']
const refusals = { 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema, 422: errorAnswerSchema, 502: errorAnswerSchema }

/** Pix Automático for weekly series (docs/decisions/102-pix-automatico-for-weekly-series.md). */
export const pixAutomaticoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = pixAutomaticoDepsOf(app)

  // The PSP learns where to send recurrence and charge news at each start, like the cob webhook.
  if (deps.gateway) {
    const gateway = deps.gateway
    app.addHook('onReady', async () => {
      await gateway.registerWebhooks().catch((error: unknown) => app.log.warn({ err: error }, 'Pix Automático: the webhooks could not be registered with the PSP'))
    })
  }

  app.get(
    '/session-series/:id/pix-automatico',
    {
      preValidation: requireSessionParty('patient', 'professional', 'admin'),
      schema: { tags, summary: 'O Pix Automático do horário fixo: autorização, limite e a cobrança de cada semana', params: idParamSchema, response: { 200: pixAutomaticoSchema, ...refusals } },
    },
    (request) => getPixAutomatico(deps, actorOf(request, 'patient', 'professional', 'admin'), request.params.id),
  )

  app.post(
    '/session-series/:id/pix-automatico',
    {
      preValidation: requireAnyOf('patient'),
      schema: {
        tags,
        summary: 'Ativa o Pix Automático (jornada 3): um QR Code paga a semana em aberto e autoriza as seguintes',
        params: idParamSchema,
        body: pixAutomaticoOptInBodySchema,
        response: { 201: pixAutomaticoOptInSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await optIn(deps, actorOf(request, 'patient'), request.params.id)),
  )

  app.post(
    '/session-series/:id/pix-automatico/stop',
    {
      preValidation: requireAnyOf('patient', 'admin'),
      schema: { tags, summary: 'Cancela o Pix Automático do horário fixo (as próximas semanas voltam ao pagamento normal)', params: idParamSchema, response: { 200: pixAutomaticoSchema, ...refusals } },
    },
    (request) => stop(deps, actorOf(request, 'patient', 'admin'), request.params.id),
  )

  app.get(
    '/pix-automatico',
    {
      preValidation: requireAdmin(),
      schema: { tags, summary: 'Horários fixos com Pix Automático (admin)', querystring: pixAutomaticoListQuerySchema, response: { 200: pixAutomaticoListSchema, ...refusals } },
    },
    (request) => listAuthorizations(deps, request.query),
  )

  // The API Pix callbacks: the PSP appends /rec and /cobr to the registered URL (decision 083's secret URL).
  const hookSchema = { tags, params: z.object({ secret: z.string().max(200) }), response: { 200: z.object({ received: z.literal(true) }), 401: errorAnswerSchema, 502: errorAnswerSchema } }
  app.post('/webhooks/pix/:secret/rec', { schema: { ...hookSchema, summary: 'Notificação de recorrências (Pix Automático), autenticada pelo segredo da URL' } }, async (request) => {
    await receiveRecWebhook(deps, request.params.secret, request.body)
    return { received: true as const }
  })
  app.post('/webhooks/pix/:secret/cobr', { schema: { ...hookSchema, summary: 'Notificação de cobranças recorrentes (Pix Automático), autenticada pelo segredo da URL' } }, async (request) => {
    await receiveCobrWebhook(deps, request.params.secret, request.body)
    return { received: true as const }
  })
}
