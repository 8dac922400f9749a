import type { PaymentMethod, PaymentStatus } from '@acolhe/shared/enums'

// The one payment interface of the server. The session flow only ever sees these shapes, so it
// cannot tell (and need not know) which provider took the money.

export type CheckoutRequest = {
  /** Our payment row id: the provider echoes it back (Mercado Pago `external_reference`). */
  paymentId: string
  sessionId: string
  amountCents: number
  title: string
  payer: { email: string; firstName: string | null; lastName: string | null }
  /** After this instant the session's hour is released; the provider should stop accepting payment. */
  expiresAt: Date | null
  /** The methods the payer may choose (boleto only when it can clear before `expiresAt`). */
  methods: PaymentMethod[]
}

export type CheckoutResult = { url: string; reference: string }

/** What a webhook request looks like to a provider (no Fastify types leak in here). */
export type WebhookRequest = {
  headers: Record<string, string | string[] | undefined>
  query: Record<string, unknown>
  body: unknown
  /** The secret segment of the webhook's path, for providers authenticated by their URL (API Pix). */
  pathSecret?: string
}

/** A verified provider fact about one of our payments. */
export type PaymentNotification = {
  /** Unique per provider and per state change: storing it once makes replays harmless. */
  eventId: string
  /** Our payment row id. */
  paymentId: string
  status: PaymentStatus
  method: PaymentMethod | null
  providerPaymentId: string | null
  payload: Record<string, unknown>
  /** When the money moved, when the provider says so (a Pix's settlement instant); else when we learn it. */
  paidAt?: Date
}

/** The provider's current view of one payment. */
export type ProviderPayment = Omit<PaymentNotification, 'eventId' | 'payload' | 'paidAt'> & { amountCents: number | null; raw: Record<string, unknown> }

/** Money sent back to the payer by the provider itself (a Pix devolução). */
export type ProviderRefundRequest = {
  /** Our payment row id: the refund's id at the provider derives from it, so asking twice is one refund. */
  paymentId: string
  providerPaymentId: string
  amountCents: number
  reason: string
}

export interface PaymentProvider {
  readonly name: 'local' | 'mercadopago' | 'pix'
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>
  /**
   * Verifies the request's signature (throws WebhookSignatureError when it does not hold) and returns
   * its notifications (a Pix webhook may carry several payments), none for a genuine notification about
   * something that is not a payment.
   */
  parseWebhook(request: WebhookRequest, now: Date): Promise<PaymentNotification[]>
  /** Reads a payment's status from the provider (Mercado Pago: its payment id; API Pix: the charge's txid). */
  readPayment(providerPaymentId: string): Promise<ProviderPayment>
  /** Present when the provider can send a paid amount back to the payer (only API Pix, through devolução). */
  refund?(request: ProviderRefundRequest): Promise<void>
  /** Present when the payer pays with a code we show (API Pix: the charge's BR Code, "copia e cola"). */
  paymentCode?(reference: string): Promise<string | null>
  /** Present when the provider is told where to notify through its API (API Pix: PUT /webhook/{chave}). */
  registerWebhook?(): Promise<void>
}

/** A webhook whose signature is missing, wrong or stale: answered 401 and nothing changes. */
export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused our request (not the payer's fault). */
export class PaymentProviderError extends Error {}
