import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { balanceSchema, checkoutUrlSchema } from '@acolhe/shared/api/payments'
import { pixCheckoutSchema } from '@acolhe/shared/api/pix'
import { paymentIdParamSchema } from '@acolhe/shared/schemas/payments'
import { sessionSchema } from '@acolhe/shared/api/session'
import { changePaymentBodySchema, idParamSchema } from '@acolhe/shared/schemas/session'
import { sensitiveRateLimit } from '../../lib/rate-limit'
import { actorOf, requireAdmin, requireAnyOf, requirePatient } from '../../plugins/auth'
import { paymentsDepsOf } from './payments-deps'
import * as payments from './payments.service'
import { limitByActor } from '../../lib/account-rate-limit'
import { refuseCrossSite } from '../../lib/same-site-only'

const tags = ['pagamentos']
const errorSchema = errorAnswerSchema

/** Checkout, balance, admin payment status and receipts (docs/decisions/004-payments.md, 017-money-and-abuse-limits.md). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentsDepsOf(app)

  const checkoutOptions = (summary: string) => ({
    onRequest: refuseCrossSite,
    preValidation: requireAnyOf('patient', 'admin'),
    preHandler: limitByActor(app.accountLimiter, 'checkout'),
    config: sensitiveRateLimit(app.deps.config.rateLimitPerMinute),
    schema: {
      tags,
      summary,
      params: idParamSchema,
      response: { 200: checkoutUrlSchema, 403: errorSchema, 422: errorSchema },
    },
  })

  // Kept as a GET for the web app (same-origin); it changes state, so cross-site calls are refused.
  app.get(
    '/session/:id/checkout-url',
    checkoutOptions('Link de pagamento da consulta (usa o saldo primeiro; url nula quando o saldo pagou tudo)'),
    (request) => payments.startCheckout(deps, actorOf(request, 'patient', 'admin'), request.params.id),
  )

  // The same checkout as a POST, the method a state change should have.
  app.post(
    '/session/:id/checkout',
    checkoutOptions('Inicia o pagamento da consulta (usa o saldo primeiro; url nula quando o saldo pagou tudo)'),
    (request) => payments.startCheckout(deps, actorOf(request, 'patient', 'admin'), request.params.id),
  )

  // Our page for a charge through API Pix (PAYMENT_PROVIDER=pix): the payer is the logged-in patient.
  app.get(
    '/payments/pix/:paymentId',
    {
      preValidation: requireAnyOf('patient', 'admin'),
      schema: { tags, summary: 'Cobrança Pix da consulta: QR code e copia e cola do PSP (API Pix)', params: paymentIdParamSchema, response: { 200: pixCheckoutSchema } },
    },
    (request) => payments.getPixCheckout(deps, actorOf(request, 'patient', 'admin'), request.params.paymentId),
  )

  app.get(
    '/user/me/balance',
    {
      preValidation: requirePatient(),
      schema: { tags, summary: 'Saldo do paciente e seus lançamentos', response: { 200: balanceSchema } },
    },
    (request) => payments.getBalance(deps, actorOf(request, 'patient').id),
  )

  app.patch(
    '/session/:id/payment',
    {
      preValidation: requireAdmin(),
      schema: {
        tags,
        summary: 'Altera o status de pagamento (admin); Pago confirma a consulta',
        params: idParamSchema,
        body: changePaymentBodySchema,
        response: { 200: sessionSchema },
      },
    },
    (request) => payments.setPaymentByAdmin(deps, actorOf(request, 'admin'), request.params.id, request.body.payment),
  )

  app.get(
    '/session/:id/receipt',
    {
      preValidation: requireAnyOf('patient', 'admin'),
      schema: { tags, summary: 'Recibo (PDF) de uma consulta paga', params: idParamSchema },
    },
    async (request, reply) => {
      const receipt = await payments.getReceipt(deps, actorOf(request, 'patient', 'admin'), request.params.id)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(receipt.pdf))
    },
  )
}
