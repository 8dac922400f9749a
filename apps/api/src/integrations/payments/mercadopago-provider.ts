import { z } from 'zod'
import type { PaymentMethod, PaymentStatus } from '@acolhe/shared/enums'
import type { CheckoutRequest, PaymentProvider, ProviderPayment, WebhookRequest } from './payment-provider'
import { PaymentProviderError, WebhookSignatureError } from './payment-provider'
import { wizardReturnUrl } from './return-url'
import { headerValue, parseSignatureHeader, verifySignature } from './signature'

// Mercado Pago Checkout Pro through a thin fetch client (the SDK hard-codes its host; ours comes from
// config so the test suite can point it at a local fake). Decision 004 describes the flow and the signature.

export type MercadoPagoOptions = {
  accessToken: string | undefined
  webhookSecret: string | undefined
  apiUrl: string
  publicUrl: string
  fetch?: typeof fetch
  timeoutMs?: number
}

const preferenceSchema = z.object({ id: z.string(), init_point: z.string().url() })

const paymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  external_reference: z.string().nullable().optional(),
  payment_type_id: z.string().nullable().optional(),
  transaction_amount: z.number().nullable().optional(),
})

const STATUS: Record<string, PaymentStatus> = {
  approved: 'DONE',
  rejected: 'FAILED',
  cancelled: 'FAILED',
  refunded: 'REFUNDED',
  charged_back: 'REFUNDED',
}

const METHOD: Record<string, PaymentMethod> = {
  credit_card: 'CREDIT_CARD',
  debit_card: 'DEBIT_CARD',
  bank_transfer: 'PIX',
  ticket: 'BOLETO',
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createMercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch
  const apiUrl = options.apiUrl.replace(/\/$/, '')

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<unknown> {
    if (!options.accessToken) throw new PaymentProviderError('MERCADOPAGO_ACCESS_TOKEN is not set')
    let response: Response
    try {
      response = await doFetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
          ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
    } catch (error) {
      throw new PaymentProviderError(`Mercado Pago unreachable: ${(error as Error).message}`)
    }
    if (!response.ok) throw new PaymentProviderError(`Mercado Pago ${method} ${path} answered ${response.status}`)
    return response.json()
  }

  async function readPayment(providerPaymentId: string): Promise<ProviderPayment> {
    const parsed = paymentSchema.safeParse(await call('GET', `/v1/payments/${encodeURIComponent(providerPaymentId)}`))
    if (!parsed.success) throw new PaymentProviderError('unexpected payment shape from Mercado Pago')
    const payment = parsed.data
    return {
      paymentId: payment.external_reference ?? '',
      status: STATUS[payment.status] ?? 'WAITING',
      method: (payment.payment_type_id && METHOD[payment.payment_type_id]) || null,
      providerPaymentId: payment.id,
      amountCents: payment.transaction_amount == null ? null : Math.round(payment.transaction_amount * 100),
      raw: { id: payment.id, status: payment.status, external_reference: payment.external_reference, payment_type_id: payment.payment_type_id },
    }
  }

  return {
    name: 'mercadopago',

    async createCheckout(request: CheckoutRequest) {
      const body = {
        items: [
          { id: request.sessionId, title: request.title, quantity: 1, currency_id: 'BRL', unit_price: request.amountCents / 100 },
        ],
        payer: { email: request.payer.email, name: request.payer.firstName ?? undefined, surname: request.payer.lastName ?? undefined },
        external_reference: request.paymentId,
        back_urls: {
          success: wizardReturnUrl(options.publicUrl, request.sessionId, 'approved'),
          pending: wizardReturnUrl(options.publicUrl, request.sessionId, 'pending'),
          failure: wizardReturnUrl(options.publicUrl, request.sessionId, 'failure'),
        },
        auto_return: 'approved',
        notification_url: `${options.publicUrl}/api/webhooks/mercadopago`,
        // Credit and debit cards and PIX (bank_transfer) always; boleto (ticket) only when offered.
        payment_methods: {
          excluded_payment_types: request.methods.includes('BOLETO') ? [] : [{ id: 'ticket' }],
          excluded_payment_methods: [],
          installments: 1,
        },
        statement_descriptor: 'ACOLHE',
        ...(request.expiresAt
          ? { expires: true, expiration_date_to: request.expiresAt.toISOString(), date_of_expiration: request.expiresAt.toISOString() }
          : {}),
      }
      const parsed = preferenceSchema.safeParse(await call('POST', '/checkout/preferences', body, request.paymentId))
      if (!parsed.success) throw new PaymentProviderError('unexpected preference shape from Mercado Pago')
      return { url: parsed.data.init_point, reference: parsed.data.id }
    },

    async parseWebhook(request: WebhookRequest, now: Date) {
      if (!options.webhookSecret) throw new WebhookSignatureError('MERCADOPAGO_WEBHOOK_SECRET is not set')
      const body = (request.body ?? {}) as { type?: unknown; data?: { id?: unknown } }
      const rawId = request.query['data.id'] ?? body.data?.id
      const dataId = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : undefined
      const requestId = headerValue(request.headers, 'x-request-id')
      const { ts, v1 } = parseSignatureHeader(headerValue(request.headers, 'x-signature'))
      // Alphanumeric ids are signed lower-cased; parts that are absent are left out of the manifest.
      const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId
      const manifest = `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`
      verifySignature({ secret: options.webhookSecret, manifest, ts, v1, now })

      const type = request.query.type ?? request.query.topic ?? body.type
      if (type !== 'payment' || !dataId) return []
      const payment = await readPayment(dataId)
      if (!UUID.test(payment.paymentId)) return []
      return [
        {
        // The notification only says "look at payment X": the event is the state we read, so the
        // same state learned twice (retries, duplicates) is one event.
        eventId: `${payment.providerPaymentId}:${payment.status}`,
        paymentId: payment.paymentId,
        status: payment.status,
        method: payment.method,
        providerPaymentId: payment.providerPaymentId,
        payload: { notification: request.body ?? null, payment: payment.raw },
        },
      ]
    },

    readPayment,
  }
}
