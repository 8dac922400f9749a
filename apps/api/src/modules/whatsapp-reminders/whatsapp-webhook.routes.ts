import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { reminderTexts as t } from '@acolhe/shared/texts/reminders'
import { AppError, NotFoundError, UnauthenticatedError } from '../../lib/errors'
import { createCloudApiProvider } from '../../integrations/whatsapp/cloud-api-provider'
import { WhatsAppSignatureError } from '../../integrations/whatsapp/whatsapp-provider'
import { receiveReplies } from './whatsapp.service'

const tags = ['lembretes']
const errorSchema = errorAnswerSchema

/**
 * The WhatsApp Cloud API webhook: the subscription check (GET) and the patients' replies (POST, signed
 * with the app secret over the raw body). A 'PARAR' reply switches that patient's WhatsApp reminders
 * off. Without the channel configured both answer 404.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps
  const whatsapp = deps.config.whatsapp
  const provider = whatsapp ? createCloudApiProvider(whatsapp) : undefined
  // The signature covers the exact bytes Meta sent, so this plugin's routes read the body unparsed.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.get(
    '/whatsapp/webhook',
    {
      schema: {
        tags,
        summary: 'Verificação da assinatura do webhook do WhatsApp',
        querystring: z.object({ 'hub.mode': z.string().max(40).optional(), 'hub.verify_token': z.string().max(200).optional(), 'hub.challenge': z.string().max(200).optional() }),
        response: { 200: z.string(), 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      if (!whatsapp) throw new NotFoundError()
      const q = request.query
      if (q['hub.mode'] !== 'subscribe' || !whatsapp.verifyToken || q['hub.verify_token'] !== whatsapp.verifyToken) throw new AppError(403, t.webhookVerifyRefused, 'FORBIDDEN')
      return reply.type('text/plain').send(q['hub.challenge'] ?? '')
    },
  )

  app.post(
    '/whatsapp/webhook',
    {
      schema: {
        tags,
        summary: 'Respostas dos pacientes ao WhatsApp (PARAR desliga os lembretes)',
        response: { 200: z.object({ received: z.literal(true) }), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      if (!provider) throw new NotFoundError()
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const signature = request.headers['x-hub-signature-256']
      try {
        await receiveReplies(deps, provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined))
      } catch (error) {
        if (error instanceof WhatsAppSignatureError) throw new UnauthenticatedError(t.webhookSignatureInvalid)
        throw error
      }
      return { received: true as const }
    },
  )
}
