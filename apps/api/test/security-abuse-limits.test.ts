import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { passwordResetCodes } from '../src/db/schema/accounts'
import { createAdmin, createPatient, createProfessional } from '../src/seed/factories'
import { argon2 } from '../src/modules/auth/passwords'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { multipartFile } from './helpers/multipart'

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
    expect(limited.json()).toEqual({ message: t.tooManyRequests, code: expect.any(String) })
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
    await createProfessional(app.deps.db, { email: 'profissional.existe@exemplo.com' })
    await createAdmin(app.deps.db, { email: 'admin.existe@exemplo.com' })
  })
  afterAll(async () => {
    await app.close()
  })

  // Time is not measured here (a shared machine makes any ratio flaky): the benchmark prints it
  // (`npm run bench`, "login time: unknown email vs wrong password"). The proof is structural: both
  // refusals are identical and both ran exactly one argon2 verification.
  it.each([
    ['patient', '/api/user/login', 'existe@exemplo.com'],
    ['professional', '/api/professional-private/login', 'profissional.existe@exemplo.com'],
    ['admin', '/api/admin/login', 'admin.existe@exemplo.com'],
  ] as const)('%s login: an unknown email answers like a wrong password and still verifies an argon2 hash', async (_kind, url, email) => {
    const verify = vi.spyOn(argon2, 'verify')
    try {
      const unknown = await app.inject({ method: 'POST', url, payload: { email: `nao.${email}`, password: 'Errada123' } })
      expect(verify).toHaveBeenCalledTimes(1)
      verify.mockClear()
      const wrong = await app.inject({ method: 'POST', url, payload: { email, password: 'Errada123' } })
      expect(verify).toHaveBeenCalledTimes(1)
      expect(unknown.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(wrong.statusCode)
      expect(unknown.body).toBe(wrong.body)
    } finally {
      verify.mockRestore()
    }
  })

  it('recovery: an unknown email does the same work as a known one (one code row written in a transaction), never usable', async () => {
    const codes = () => app.deps.db.select().from(passwordResetCodes)
    const before = (await codes()).length
    const unknown = await app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email: 'ninguem@exemplo.com' } })
    const afterUnknown = await codes()
    expect(afterUnknown).toHaveLength(before + 1)
    // The decoy belongs to no account and is born spent: no code can ever match it.
    expect(afterUnknown.filter((row) => row.usedAt !== null && row.usedAt.getTime() === row.expiresAt.getTime()).length).toBeGreaterThan(0)
    const known = await app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email: 'existe@exemplo.com' } })
    expect(await codes()).toHaveLength(before + 2)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
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
