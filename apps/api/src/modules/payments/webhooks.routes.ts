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
}
