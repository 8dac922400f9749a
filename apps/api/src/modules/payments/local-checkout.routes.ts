import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { localCheckoutSchema, localDecisionResultSchema } from '@acolhe/shared/api/payments'
import { localDecisionBodySchema, paymentIdParamSchema } from '@acolhe/shared/schemas/payments'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'
import { buildLocalEvent, localWebhookSecret } from '../../integrations/payments/local-provider'
import { sensitiveRateLimit } from '../../lib/rate-limit'
import { paymentsDepsOf } from './payments-deps'
import { PaymentProviderUnavailableError } from './payments.service'
import * as payments from './payments.service'

const tags = ['pagamentos: checkout local']

/**
 * The built-in checkout page's API (only when PAYMENT_PROVIDER=local). Like a real provider's page it
 * needs no Acolhe login: the unguessable payment id is the capability.
 */
export const localCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentsDepsOf(app)
  const secret = localWebhookSecret(app.deps.config.sessionSecret)

  app.get(
    '/payments/local/:paymentId',
    { schema: { tags, summary: 'Dados da página de pagamento local', params: paymentIdParamSchema, response: { 200: localCheckoutSchema } } },
    (request) => payments.getLocalCheckout(deps, request.params.paymentId),
  )

  app.post(
    '/payments/local/:paymentId/decision',
    {
      config: sensitiveRateLimit(app.deps.config.rateLimitPerMinute),
      schema: {
        tags,
        summary: 'Aprova ou recusa o pagamento local (entregue como webhook assinado)',
        params: paymentIdParamSchema,
        body: localDecisionBodySchema,
        response: { 200: localDecisionResultSchema },
      },
    },
    async (request) => {
      const { paymentId } = request.params
      await payments.assertLocalPaymentOpen(deps, paymentId, request.body.method)
      const event = buildLocalEvent(secret, { paymentId, approved: request.body.approved, method: request.body.method, now: deps.clock.now() })
      // The same signed path a real provider's notification takes: nothing downstream knows who paid.
      const delivered = await app.inject({ method: 'POST', url: '/api/webhooks/local', headers: event.headers, payload: event.body })
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode, body: delivered.body }, t.localDecisionError)
        throw new PaymentProviderUnavailableError()
      }
      const view = await payments.getLocalCheckout(deps, paymentId)
      return { status: view.status, return_url: view.return_url }
    },
  )
}
