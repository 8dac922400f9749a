import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../src/db/schema/operations'
import { enqueueEmail } from '../src/modules/email/outbox.repository'
import { createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'

// Request ids (decision 071): the balancer's X-Request-Id, else a traceparent's trace id, else a random
// one; answered in X-Request-Id, on every log line of the request and on the outbox rows it queues.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('request ids', () => {
  let app: TestApp
  const lines: string[] = []
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'))
        done()
      },
    })
    app = await createTestApp({ logger: { level: 'info', stream } })
  })
  afterAll(async () => {
    await app.close()
  })

  it('generates a random id when none is sent, and answers it', async () => {
    const first = await app.inject({ url: '/api/services' })
    const second = await app.inject({ url: '/api/services' })
    expect(first.headers['x-request-id']).toMatch(UUID)
    expect(second.headers['x-request-id']).toMatch(UUID)
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id'])
  })

  it("keeps the balancer's id and puts it on every log line of the request", async () => {
    lines.length = 0
    const answer = await app.inject({ url: '/api/services', headers: { 'x-request-id': 'haproxy-7f3a9c.1' } })
    expect(answer.headers['x-request-id']).toBe('haproxy-7f3a9c.1')
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string })
    expect(logged.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']))
    for (const line of logged) expect(line.reqId).toBe('haproxy-7f3a9c.1')
  })

  it('takes the trace id of a W3C traceparent', async () => {
    const answer = await app.inject({ url: '/api/services', headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' } })
    expect(answer.headers['x-request-id']).toBe('4bf92f3577b34da6a3ce929d0e0e4736')
  })

  it('replaces a sent id that is too long or not plain text (it reaches logs and rows)', async () => {
    for (const sent of ['x'.repeat(129), 'id com espaço', 'id;drop']) {
      const answer = await app.inject({ url: '/api/services', headers: { 'x-request-id': sent } })
      expect(answer.headers['x-request-id']).toMatch(UUID)
    }
    // A traceparent whose trace id is all zeros is invalid (W3C): a fresh id instead.
    const invalidTrace = await app.inject({ url: '/api/services', headers: { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' } })
    expect(invalidTrace.headers['x-request-id']).toMatch(UUID)
  })

  it('stores the id on the outbox rows the request queues, and none on rows queued elsewhere', async () => {
    const patient = await createPatient(app.deps.db, { email: 'rastreio.paciente@exemplo.com' })
    const answer = await app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email: patient.email }, headers: { 'x-request-id': 'recuperacao-123' } })
    expect(answer.statusCode).toBeLessThan(300)
    const rows = await app.deps.db.select({ requestId: emailOutbox.requestId }).from(emailOutbox).where(eq(emailOutbox.toAddress, patient.email))
    expect(rows).toEqual([{ requestId: 'recuperacao-123' }])
    // Queued outside any request (as a background job does): no id.
    await enqueueEmail(app.deps.db, { toAddress: 'job@exemplo.com', subject: 'Lembrete', html: '<p>x</p>', text: 'x', attachments: [] })
    const [fromJob] = await app.deps.db.select({ requestId: emailOutbox.requestId }).from(emailOutbox).where(eq(emailOutbox.toAddress, 'job@exemplo.com'))
    expect(fromJob?.requestId).toBeNull()
  })
})
