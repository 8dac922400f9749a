import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPatient } from '../src/seed/factories'
import { createTestApp } from './helpers/app'

// OpenTelemetry export (off by default): with OTEL_EXPORTER_OTLP_ENDPOINT each request is one server
// span sent over OTLP/HTTP, joined to the balancer's trace, with no personal data in it.

type OtlpSpan = { traceId: string; name: string; attributes: { key: string; value: Record<string, unknown> }[] }
type OtlpExport = { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] }

describe('OpenTelemetry traces', () => {
  let receiver: Server
  let endpoint: string
  const bodies: string[] = []
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        if (request.url === '/v1/traces') bodies.push(body)
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve))
  })

  it('exports nothing unless an endpoint is configured', async () => {
    const before = bodies.length
    const app = await createTestApp()
    await app.inject({ url: '/api/services' })
    await app.close()
    expect(bodies.length).toBe(before)
  })

  it('sends one span per request, in the balancer’s trace, without personal data', async () => {
    const app = await createTestApp({ config: { otlpEndpoint: endpoint } })
    const before = bodies.length
    const patient = await createPatient(app.deps.db, { email: 'traco.paciente@exemplo.com' })
    await app.inject({
      method: 'POST',
      url: '/api/user/login?email=traco.paciente%40exemplo.com',
      remoteAddress: '203.0.113.77',
      headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
      payload: { email: patient.email, password: 'Errada1x' },
    })
    // Closing the app sends what is batched.
    await app.close()
    const sent = bodies.slice(before)
    const spans = sent.flatMap((body) => (JSON.parse(body) as OtlpExport).resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)))
    expect(spans).toHaveLength(1)
    const [span] = spans
    expect(span?.name).toBe('POST /api/user/login')
    expect(span?.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736')
    const attributes = Object.fromEntries((span?.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]]))
    expect(attributes).toMatchObject({ 'http.route': '/api/user/login', 'acolhe.request_id': '4bf92f3577b34da6a3ce929d0e0e4736' })
    expect(Number(attributes['http.response.status_code'])).toBe(401)
    expect(sent.join('')).not.toMatch(/traco\.paciente|203\.0\.113|Errada1x/)
  })
})
