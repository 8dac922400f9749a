import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

const CPF = '52998224725'
const PHONE = '11987651234'

describe('logs carry no personal data', () => {
  let app: TestApp
  const lines: string[] = []
  const logText = () => lines.join('')

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'))
        done()
      },
    })
    app = await createTestApp({
      logger: { level: 'info', stream },
      // A query that fails in the database with a CPF and a phone among its parameters, as a
      // professional's update did in production.
      beforeReady: (instance) => {
        instance.get('/api/test-only/failing-query', async () => {
          await instance.deps.db.execute(sql`select 1 / 0 where ${CPF} <> ${PHONE}`)
          return { ok: true }
        })
      },
    })
  })
  afterAll(async () => {
    await app.close()
  })

  it('logs a failed query without its parameters (500 answered, error logged)', async () => {
    lines.length = 0
    const response = await app.inject({ method: 'GET', url: '/api/test-only/failing-query' })
    expect(response.statusCode).toBe(500)
    expect(logText()).toContain('unhandled error')
    expect(logText()).toContain('division by zero')
    expect(logText()).not.toContain(CPF)
    expect(logText()).not.toContain(PHONE)
  })

  it('logs request URLs without their query string (the recovery link carries ?email=)', async () => {
    lines.length = 0
    await app.inject({ method: 'GET', url: '/api/services?email=maria.silva%40exemplo.com&token=segredo123&code=123456' })
    expect(logText()).toContain('/api/services')
    expect(logText()).not.toMatch(/maria\.silva|segredo123|123456/)
  })

  it("logs the client's network, never its full address (LGPD)", async () => {
    lines.length = 0
    await app.inject({ method: 'GET', url: '/api/services', remoteAddress: '203.0.113.77' })
    await app.inject({ method: 'GET', url: '/api/services', remoteAddress: '2001:db8:abcd:12::5' })
    expect(logText()).toContain('"remoteAddress":"203.0.113.0/24"')
    expect(logText()).toContain('"remoteAddress":"2001:db8:abcd::/48"')
    expect(logText()).not.toMatch(/203\.0\.113\.77|2001:db8:abcd:12/)
  })

  it('writes no info line for health checks (a balancer checks every few seconds)', async () => {
    lines.length = 0
    await app.inject({ method: 'GET', url: '/api/health' })
    await app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(lines).toEqual([])
    await app.inject({ method: 'GET', url: '/api/services' })
    expect(lines.length).toBeGreaterThan(0)
  })

  it('redacts personal fields and session headers wherever a log line carries them', async () => {
    const patient = await createPatient(app.deps.db, { email: 'log.paciente@exemplo.com' })
    const cookie = await logInAs(app, 'patient', patient.email)
    lines.length = 0
    app.log.info({ patient: { cpf: CPF, phone_number: PHONE, email: 'log.paciente@exemplo.com', birthday: '1990-01-01' }, password: 'Senha123' }, 'object with personal fields')
    await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie, authorization: 'Bearer abc' } })
    expect(logText()).toContain('object with personal fields')
    expect(logText()).not.toMatch(new RegExp(`${CPF}|${PHONE}|log\\.paciente@|1990-01-01|Senha123`))
    expect(logText()).not.toContain(cookie.split('=')[1] ?? cookie)
  })
})
