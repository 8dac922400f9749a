import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { supportMessageEnvelopeSchema, supportMessageListSchema } from '@acolhe/shared/api/support'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { supportAnsweredBodySchema, supportListQuerySchema, supportMessageBodySchema } from '@acolhe/shared/schemas/support'
import { limitByEmail } from '../../lib/account-rate-limit'
import { sensitiveRateLimit } from '../../lib/rate-limit'
import { actorOf, requireAdmin } from '../../plugins/auth'
import * as support from './support.service'

const tags = ['suporte']
const errorSchema = errorAnswerSchema
const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema }

/** The landing page's 'Fale conosco' form and the admin's inbox at /admin/suporte. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.post(
    '/support/messages',
    {
      // A public form that writes to the database: limited per address and per email like sign-up.
      config: sensitiveRateLimit(deps.config.rateLimitPerMinute),
      preHandler: limitByEmail(app.accountLimiter, 'support'),
      schema: { tags, summary: 'Envia uma mensagem ao suporte (Fale conosco, público)', body: supportMessageBodySchema, response: { 201: z.object({ id: z.string().uuid() }), 429: errorSchema } },
    },
    async (request, reply) => reply.status(201).send(await support.receiveMessage(deps, request.body)),
  )

  app.get(
    '/support/messages',
    {
      preValidation: requireAdmin(),
      schema: { tags, summary: 'Mensagens do suporte, mais recentes primeiro (admin)', querystring: supportListQuerySchema, response: { 200: supportMessageListSchema, ...refusals } },
    },
    (request) => support.listMessages(deps, request.query),
  )

  app.patch(
    '/support/messages/:id',
    {
      preValidation: requireAdmin(),
      schema: {
        tags,
        summary: 'Marca uma mensagem como respondida ou aberta (admin)',
        params: idParamSchema,
        body: supportAnsweredBodySchema,
        response: { 200: supportMessageEnvelopeSchema, ...refusals },
      },
    },
    async (request) => ({ message: await support.setAnswered(deps, actorOf(request, 'admin'), request.params.id, request.body.answered) }),
  )
}
