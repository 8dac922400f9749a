import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paymentsDepsOf } from './payments-deps'
import * as payments from './payments.service'

const tags = ['pagamentos']

/**
 * Provider notifications. No session cookie and no Origin check (server to server): the signature is
 * the only credential. A bad one answers 401 and changes nothing.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentsDepsOf(app)

  // The PSP learns where to notify at each start (PUT /webhook/{chave}); a PSP that is down then only
  // delays confirmations (the registration it holds from the previous start stays), so start-up goes on.
  if (app.deps.config.paymentProvider === 'pix') {
    app.addHook('onReady', async () => {
      const registered = await payments.registerPixWebhook(deps)
      if (!registered.ok) app.log.warn({ err: registered.error }, 'API Pix: the webhook could not be registered with the PSP')
    })
  }

  app.post(
    '/webhooks/:provider',
    {
      schema: {
        tags,
        summary: 'Notificação assinada do provedor de pagamento (local ou mercadopago)',
        params: z.object({ provider: z.string().max(40) }),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      await payments.receiveWebhook(deps, request.params.provider, {
        headers: request.headers,
        query: request.query as Record<string, unknown>,
        body: request.body,
      })
      return { received: true as const }
    },
  )

  // API Pix (decision 083): the PSP posts to the registered URL plus "/pix" (the specification's
  // callback), and authenticates by the secret inside that URL; the body carries no signature.
  app.post(
    '/webhooks/pix/:secret/pix',
    {
      schema: {
        tags,
        summary: 'Notificação de Pix recebidos (API Pix do Banco Central), autenticada pelo segredo da URL',
        params: z.object({ secret: z.string().max(200) }),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      await payments.receiveWebhook(deps, 'pix', {
        headers: request.headers,
        query: request.query as Record<string, unknown>,
        body: request.body,
        pathSecret: request.params.secret,
      })
      return { received: true as const }
    },
  )
}
