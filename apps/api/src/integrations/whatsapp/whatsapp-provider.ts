// The one WhatsApp interface of the server: the reminder sender and the webhook only see these shapes,
// so a test (or another provider) can stand in for the WhatsApp Business Cloud API.

/** An approved template message: its name and language as approved, and the values of its variables. */
export type TemplateMessage = {
  /** International digits only: 55 + area code + number. */
  to: string
  templateName: string
  language: string
  components: unknown[]
}

/** One reply of a patient to our messages (a typed text or a tapped quick-reply button). */
export type IncomingReply = { from: string; text: string }

export interface WhatsAppProvider {
  /** Sends a template message; answers the provider's message id. */
  sendTemplate(message: TemplateMessage): Promise<{ messageId: string }>
  /** Verifies the webhook's signature (throws WhatsAppSignatureError) and returns the replies it carries. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): IncomingReply[]
}

/** A webhook whose signature is missing or wrong: answered 401, nothing changes. */
export class WhatsAppSignatureError extends Error {}

/** The provider could not be reached or refused the message (the sender retries later). */
export class WhatsAppProviderError extends Error {}
