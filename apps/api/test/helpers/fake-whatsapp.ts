import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WhatsAppConfig } from '../../src/config'

// A small stand-in for the WhatsApp Business Cloud API (no network): it takes template messages at
// POST /{phone-number id}/messages the way the real one does, keeps them for the test to read, and signs
// webhook payloads with the app secret the way Meta does.

export type SentTemplate = {
  messaging_product: string
  to: string
  type: string
  template: { name: string; language: { code: string }; components: { type: string; parameters: { type: string; text?: string; payload?: string }[] }[] }
}

export type FakeWhatsApp = {
  config: WhatsAppConfig
  sent: SentTemplate[]
  failNext: () => void
  /** A webhook request body with the replies of `from`, and its X-Hub-Signature-256. */
  reply: (from: string, message: Record<string, unknown>) => { body: string; signature: string }
  close: () => Promise<void>
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const sent: SentTemplate[] = []
  let fail = false
  const phoneNumberId = '109876543210'
  const accessToken = 'token-do-whatsapp'
  const appSecret = 'segredo-do-app'
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    void (async () => {
      if (request.headers.authorization !== `Bearer ${accessToken}`) return send(401, { error: { message: 'Invalid OAuth access token.' } })
      if (request.method !== 'POST' || request.url !== `/${phoneNumberId}/messages`) return send(404, { error: { message: 'Unknown path' } })
      const body = (await readJson(request)) as SentTemplate
      if (fail) {
        fail = false
        return send(500, { error: { message: 'temporarily unavailable' } })
      }
      sent.push(body)
      return send(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.${sent.length}` }] })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    config: {
      apiUrl: `http://127.0.0.1:${port}`,
      phoneNumberId,
      accessToken,
      appSecret,
      verifyToken: 'token-de-verificacao',
      templateName: 'lembrete_consulta',
      templateLanguage: 'pt_BR',
    },
    sent,
    failNext: () => {
      fail = true
    },
    reply: (from, message) => {
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', messages: [{ from, id: 'wamid.in', timestamp: '1764000000', ...message }] } }] }],
      })
      return { body, signature: `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}` }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
