import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { WhatsAppConfig } from '../../config'
import { WhatsAppProviderError, WhatsAppSignatureError, type IncomingReply, type TemplateMessage, type WhatsAppProvider } from './whatsapp-provider'

// The WhatsApp Business Cloud API through fetch: POST {base}/{phone-number id}/messages with a template,
// and the webhook Meta signs with the app secret (X-Hub-Signature-256: sha256=<hex of the raw body>).
// The base URL comes from config so tests point it at a local fake.

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) })

const webhookSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  messages: z
                    .array(
                      z.object({
                        from: z.string(),
                        type: z.string().optional(),
                        text: z.object({ body: z.string() }).optional(),
                        button: z.object({ payload: z.string().optional(), text: z.string().optional() }).optional(),
                        interactive: z.object({ button_reply: z.object({ id: z.string(), title: z.string().optional() }).optional() }).optional(),
                      }),
                    )
                    .optional(),
                })
                .optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
})

export function createCloudApiProvider(config: WhatsAppConfig, doFetch: typeof fetch = fetch, timeoutMs = 10_000): WhatsAppProvider {
  return {
    async sendTemplate(message: TemplateMessage) {
      let response: Response
      try {
        response = await doFetch(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to,
            type: 'template',
            template: { name: message.templateName, language: { code: message.language }, components: message.components },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new WhatsAppProviderError(`WhatsApp unreachable: ${error instanceof Error ? error.message : String(error)}`)
      }
      if (!response.ok) throw new WhatsAppProviderError(`WhatsApp answered ${response.status}`)
      const parsed = sentSchema.safeParse(await response.json().catch(() => null))
      if (!parsed.success) throw new WhatsAppProviderError('WhatsApp answered without a message id')
      return { messageId: parsed.data.messages[0]?.id ?? '' }
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): IncomingReply[] {
      const expected = Buffer.from(`sha256=${createHmac('sha256', config.appSecret).update(rawBody).digest('hex')}`)
      const given = Buffer.from(signature ?? '')
      if (!config.appSecret || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WhatsAppSignatureError('bad signature')
      let json: unknown
      try {
        json = JSON.parse(rawBody.toString('utf8'))
      } catch {
        return []
      }
      const parsed = webhookSchema.safeParse(json)
      if (!parsed.success) return []
      const replies: IncomingReply[] = []
      for (const entry of parsed.data.entry ?? []) {
        for (const change of entry.changes ?? []) {
          for (const m of change.value?.messages ?? []) {
            const text = m.text?.body ?? m.button?.payload ?? m.button?.text ?? m.interactive?.button_reply?.id ?? ''
            replies.push({ from: m.from, text })
          }
        }
      }
      return replies
    },
  }
}
