import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hmacHex } from '../../src/integrations/payments/signature'

// A small stand-in for the Mercado Pago API (no network): it creates preferences, serves payments
// that a test puts there, and signs notifications the way Mercado Pago does.

export type FakePayment = {
  id: number
  status: string
  external_reference: string
  payment_type_id: string
  transaction_amount: number
}

export type FakeMercadoPago = {
  url: string
  preferences: { body: Record<string, unknown>; headers: IncomingMessage['headers'] }[]
  payments: Map<string, FakePayment>
  failNextPreference: () => void
  close: () => Promise<void>
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {}
}

export async function startFakeMercadoPago(accessToken: string): Promise<FakeMercadoPago> {
  const preferences: FakeMercadoPago['preferences'] = []
  const payments = new Map<string, FakePayment>()
  let failPreference = false
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    void (async () => {
      if (request.headers.authorization !== `Bearer ${accessToken}`) return send(401, { message: 'invalid token' })
      if (request.method === 'POST' && request.url === '/checkout/preferences') {
        const body = await readJson(request)
        if (failPreference) {
          failPreference = false
          return send(500, { message: 'internal_error' })
        }
        preferences.push({ body, headers: request.headers })
        const id = `123456-pref-${preferences.length}`
        return send(201, { id, init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}` })
      }
      const match = /^\/v1\/payments\/([^/?]+)$/.exec(request.url ?? '')
      if (request.method === 'GET' && match?.[1]) {
        const payment = payments.get(decodeURIComponent(match[1]))
        return payment ? send(200, payment) : send(404, { message: 'not_found' })
      }
      return send(404, { message: 'not_found' })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    preferences,
    payments,
    failNextPreference: () => {
      failPreference = true
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The headers Mercado Pago puts on a notification about `dataId`. */
export function mercadoPagoSignature(secret: string, dataId: string, requestId: string, now: Date) {
  const ts = String(Math.floor(now.getTime() / 1000))
  const v1 = hmacHex(secret, `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`)
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId, 'content-type': 'application/json' }
}
