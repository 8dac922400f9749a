import { createHmac, randomUUID } from 'node:crypto'
import { z } from 'zod'
import { PAYMENT_METHODS, type PaymentMethod, type PaymentStatus } from '@acolhe/shared/enums'
import type { PaymentProvider, ProviderPayment, WebhookRequest } from './payment-provider'
import { WebhookSignatureError } from './payment-provider'
import { headerValue, parseSignatureHeader, signatureHeader, verifySignature } from './signature'

// The built-in provider for demos and tests. Its checkout page is served by Acolhe itself; the page's
// decision is turned into a signed event delivered to POST /api/webhooks/local, exactly the path a real
// provider's notification takes, so the session flow cannot tell the two apart.

const LOCAL_STATUSES = { approved: 'DONE', rejected: 'FAILED' } as const satisfies Record<string, PaymentStatus>
type LocalStatus = keyof typeof LOCAL_STATUSES

const localEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('payment'),
  data: z.object({
    payment_id: z.string().uuid(),
    status: z.enum(['approved', 'rejected']),
    method: z.enum(PAYMENT_METHODS),
  }),
})
export type LocalEvent = z.infer<typeof localEventSchema>

/** The webhook secret is derived from the session secret, so there is nothing more to configure. */
export function localWebhookSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('acolhe/local-payments/webhook').digest('hex')
}

function manifestOf(event: LocalEvent, ts: string): string {
  return `id:${event.id};payment:${event.data.payment_id};status:${event.data.status};method:${event.data.method};ts:${ts};`
}

export function localCheckoutPath(paymentId: string): string {
  return `/pagamento/local/${paymentId}`
}

/** A signed event as the local "provider" sends it (used by the checkout page's decision endpoint and by tests). */
export function buildLocalEvent(
  secret: string,
  input: { paymentId: string; approved: boolean; method: PaymentMethod; now: Date; eventId?: string },
): { headers: Record<string, string>; body: LocalEvent } {
  const status: LocalStatus = input.approved ? 'approved' : 'rejected'
  const body: LocalEvent = {
    id: input.eventId ?? randomUUID(),
    type: 'payment',
    data: { payment_id: input.paymentId, status, method: input.method },
  }
  const ts = String(input.now.getTime())
  return { headers: { 'x-signature': signatureHeader(secret, manifestOf(body, ts), ts), 'content-type': 'application/json' }, body }
}

export function createLocalProvider(options: {
  publicUrl: string
  sessionSecret: string
  /** The local provider keeps no books of its own: the payment's state is our own row. */
  readPaymentRow: (paymentId: string) => Promise<{ status: PaymentStatus; method: string | null; amountCents: number } | undefined>
}): PaymentProvider {
  const secret = localWebhookSecret(options.sessionSecret)
  return {
    name: 'local',
    async createCheckout(request) {
      return { url: `${options.publicUrl}${localCheckoutPath(request.paymentId)}`, reference: `local-${request.paymentId}` }
    },
    async parseWebhook(request: WebhookRequest, now: Date) {
      const { ts, v1 } = parseSignatureHeader(headerValue(request.headers, 'x-signature'))
      const parsed = localEventSchema.safeParse(request.body)
      if (!parsed.success) throw new WebhookSignatureError('unsigned body shape')
      verifySignature({ secret, manifest: manifestOf(parsed.data, ts), ts, v1, now })
      const event = parsed.data
      return [
        {
          eventId: event.id,
          paymentId: event.data.payment_id,
          status: LOCAL_STATUSES[event.data.status],
          method: event.data.method,
          providerPaymentId: null,
          payload: event,
        },
      ]
    },
    async readPayment(paymentId): Promise<ProviderPayment> {
      const row = await options.readPaymentRow(paymentId)
      if (!row) throw new Error('local payment not found')
      const method = PAYMENT_METHODS.find((m) => m === row.method) ?? null
      return { paymentId, status: row.status, method, providerPaymentId: null, amountCents: row.amountCents, raw: { ...row } }
    },
  }
}
