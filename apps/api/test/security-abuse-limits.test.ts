import { performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { createPatient } from '../src/db/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { multipartFile } from './helpers/multipart'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function timed(run: () => Promise<unknown>, times: number): Promise<number> {
  const samples: number[] = []
  for (let i = 0; i < times; i += 1) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  return median(samples)
}

describe('per-account limits (many addresses taking turns on one account)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ config: { rateLimitPerMinute: 3 } })
    await createPatient(app.deps.db, { email: 'alvo@exemplo.com' })
  })
  afterAll(async () => {
    await app.close()
  })

  it('answers 429 to the fourth login on one account in a minute even from a new address each time', async () => {
    const attempt = (i: number) =>
      app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: `10.0.0.${i}`, payload: { email: 'ALVO@exemplo.com', password: `Errada${i}x` } })
    for (let i = 1; i <= 3; i += 1) expect((await attempt(i)).statusCode).toBe(401)
    const limited = await attempt(4)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: t.tooManyRequests })
    // Another account from the same addresses is not affected.
    const other = await app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.0.0.9', payload: { email: 'outro@exemplo.com', password: 'Errada1x' } })
    expect(other.statusCode).toBe(401)
  })

  it('limits recovery requests per account the same way, with the same neutral answer before that', async () => {
    const ask = (i: number) => app.inject({ method: 'POST', url: '/api/password-recovery', remoteAddress: `10.1.0.${i}`, payload: { email: 'alvo@exemplo.com' } })
    for (let i = 1; i <= 3; i += 1) expect((await ask(i)).statusCode).toBe(202)
    expect((await ask(4)).statusCode).toBe(429)
  })

  it('limits checkout requests per patient', async () => {
    const patient = await createPatient(app.deps.db, { email: 'paga@exemplo.com' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const checkout = (i: number) =>
      app.inject({ method: 'GET', url: '/api/session/00000000-0000-4000-8000-000000000000/checkout-url', remoteAddress: `10.2.0.${i}`, headers: { cookie } })
    for (let i = 1; i <= 3; i += 1) expect((await checkout(i)).statusCode).toBe(404)
    expect((await checkout(4)).statusCode).toBe(429)
  })
})

describe('answers that do not reveal whether an account exists', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
    await createPatient(app.deps.db, { email: 'existe@exemplo.com' })
  })
  afterAll(async () => {
    await app.close()
  })

  it('login: same status, message and similar time for an unknown email and a wrong password', async () => {
    const unknown = () => app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'nao.existe@exemplo.com', password: 'Errada123' } })
    const wrong = () => app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'existe@exemplo.com', password: 'Errada123' } })
    expect((await unknown()).json()).toEqual((await wrong()).json())
    const [a, b] = [await timed(unknown, 5), await timed(wrong, 5)]
    // Both verify an argon2 hash; skipping it for unknown emails would make one side ~100× faster.
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(3)
  })

  it('recovery: same status and message for a known and an unknown email', async () => {
    const known = await app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email: 'existe@exemplo.com' } })
    const unknown = await app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email: 'nao.existe@exemplo.com' } })
    expect(known.statusCode).toBe(unknown.statusCode)
    expect(known.body).toBe(unknown.body)
  })
})

describe('uploads, headers and cookies', () => {
  it('refuses a renamed executable as a photo', async () => {
    const app = await createTestApp()
    try {
      const patient = await createPatient(app.deps.db, { email: 'exe@exemplo.com' })
      const cookie = await logInAs(app, 'patient', patient.email)
      const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])
      const body = multipartFile('photo', 'foto.jpg', 'image/jpeg', executable)
      const response = await app.inject({ method: 'POST', url: `/api/user/${patient.id}/photo`, payload: body.payload, headers: { ...body.headers, cookie } })
      expect(response.statusCode).toBe(415)
      const elf = multipartFile('photo', 'foto.png', 'image/png', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64)]))
      expect((await app.inject({ method: 'POST', url: `/api/user/${patient.id}/photo`, payload: elf.payload, headers: { ...elf.headers, cookie } })).statusCode).toBe(415)
    } finally {
      await app.close()
    }
  })

  it('sends CSP with frame-ancestors none and no HSTS outside production', async () => {
    const app = await createTestApp()
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' })
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(response.headers['content-security-policy']).toContain("default-src 'self'")
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await app.close()
    }
  })

  it('sends HSTS and a __Host- Secure HttpOnly SameSite=Lax session cookie in production', async () => {
    const app = await createTestApp({ config: { isProduction: true, publicUrl: 'https://acolhe.example' } })
    try {
      await createPatient(app.deps.db, { email: 'prod@exemplo.com' })
      const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'prod@exemplo.com', password: 'Acolhe123' } })
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000')
      const setCookie = String(response.headers['set-cookie'])
      expect(setCookie).toMatch(/^__Host-acolhe_session=/)
      expect(setCookie).toMatch(/; Secure/)
      expect(setCookie).toMatch(/; HttpOnly/)
      expect(setCookie).toMatch(/; SameSite=Lax/)
      expect(setCookie).toMatch(/; Path=\//)
    } finally {
      await app.close()
    }
  })
})
