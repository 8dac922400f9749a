import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { patients } from '../src/db/schema/people'
import { createAdmin, createPatient, createProfessional } from '../src/seed/factories'
import { fixedClock } from '../src/lib/clock'
import { revokeAllSessions } from '../src/modules/auth/auth-sessions.service'
import { actorOf, requireAdmin, requireAnyOf, requirePatient, requireProfessional } from '../src/plugins/auth'
import { createTestApp, type TestApp } from './helpers/app'
import { createTestDatabase } from './helpers/database'
import { LOGIN_PATHS, logInAs } from './helpers/auth'

const DAY = 24 * 60 * 60 * 1000

/** The real app plus a few guarded routes, to prove the guards rather than one module's use of them. */
async function createGuardedApp() {
  const database = await createTestDatabase()
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { dataDir: mkdtempSync(join(tmpdir(), 'acolhe-test-')), rateLimitPerMinute: 0, sessionSecret: 'x'.repeat(64), publicUrl: 'http://localhost:3000' },
  )
  const clock = fixedClock('2026-11-23T12:00:00.000Z')
  const app = await buildApp({ deps: { config, db: database.db, dbEngine: database.engine, clock } })
  await app.register(
    async (api) => {
      api.get('/admin-only', { preValidation: requireAdmin() }, async (request) => ({ id: actorOf(request, 'admin').id }))
      api.get('/patient-only', { preValidation: requirePatient() }, async () => ({ ok: true }))
      api.get('/professional-only', { preValidation: requireProfessional() }, async () => ({ ok: true }))
      api.get('/patient-or-admin', { preValidation: requireAnyOf('patient', 'admin') }, async (request) => ({ kind: request.actor?.kind }))
    },
    { prefix: '/api/test' },
  )
  await app.ready()
  const closeApp = app.close.bind(app)
  return Object.assign(app, {
    clock,
    close: async () => {
      await closeApp()
      await database.close()
    },
  })
}

describe('role guards: 401 when not logged in, 403 when the role is wrong', () => {
  let app: Awaited<ReturnType<typeof createGuardedApp>>
  const cookies = { patient: '', professional: '', pending: '', admin: '' }

  beforeAll(async () => {
    app = await createGuardedApp()
    const db = app.deps.db
    await createPatient(db, { email: 'guard.paciente@exemplo.com.br' })
    await createProfessional(db, { email: 'guard.psi@exemplo.com.br' })
    await createProfessional(db, { email: 'guard.pendente@exemplo.com.br', authorized: false })
    await createAdmin(db, { email: 'guard.admin@exemplo.com.br' })
    cookies.patient = await logInAs(app, 'patient', 'guard.paciente@exemplo.com.br')
    cookies.professional = await logInAs(app, 'professional', 'guard.psi@exemplo.com.br')
    cookies.pending = await logInAs(app, 'professional', 'guard.pendente@exemplo.com.br')
    cookies.admin = await logInAs(app, 'admin', 'guard.admin@exemplo.com.br')
  })
  afterAll(async () => {
    await app.close()
  })

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  it('judges the caller before the request: a guard left in a route\'s preHandler (after validation) refuses to start', async () => {
    const other = await buildApp({ deps: app.deps })
    try {
      await expect(
        (async () => {
          await other.register(async (api) => {
            api.get('/late-guard', { preHandler: requireAdmin() }, async () => ({ ok: true }))
          })
          await other.ready()
        })(),
      ).rejects.toThrow(/preValidation/)
    } finally {
      await other.close()
    }
  })

  it('answers 401 on a guarded route without a session', async () => {
    const response = await get('/api/test/admin-only')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: t.notLoggedIn, code: expect.any(String) })
  })

  it('answers 403 when a patient calls an admin route, 200 for the admin', async () => {
    const refused = await get('/api/test/admin-only', cookies.patient)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: t.forbidden, code: expect.any(String) })
    expect((await get('/api/test/admin-only', cookies.admin)).statusCode).toBe(200)
  })

  it('answers /admin/me with 401 to a patient session: it is not an admin session', async () => {
    expect((await get('/api/admin/me', cookies.patient)).statusCode).toBe(401)
    expect((await get('/api/user/me', cookies.admin)).statusCode).toBe(401)
  })

  it('lets any of the listed roles through requireAnyOf and refuses the others', async () => {
    expect((await get('/api/test/patient-or-admin', cookies.patient)).json()).toEqual({ kind: 'patient' })
    expect((await get('/api/test/patient-or-admin', cookies.admin)).json()).toEqual({ kind: 'admin' })
    expect((await get('/api/test/patient-or-admin', cookies.professional)).statusCode).toBe(403)
  })

  it('refuses an unauthorized professional everywhere except the routes listed for them (their own account and profile)', async () => {
    const refused = await get('/api/test/professional-only', cookies.pending)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: t.professionalNotAuthorized, code: expect.any(String) })
    const me = await get('/api/professional-private/me', cookies.pending)
    expect(me.statusCode).toBe(200)
    expect(me.json().professional.authorized).toBe(false)
    expect((await get('/api/test/professional-only', cookies.professional)).statusCode).toBe(200)
    expect((await get('/api/test/patient-only', cookies.professional)).statusCode).toBe(403)
  })
})

describe('account standing and session lifetime', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('refuses a banned patient with 403 and a Portuguese message, but only after a correct password', async () => {
    await createPatient(app.deps.db, { email: 'banida@exemplo.com.br', banned: true })
    const right = await app.inject({ method: 'POST', url: LOGIN_PATHS.patient, payload: { email: 'banida@exemplo.com.br', password: 'Acolhe123' } })
    expect(right.statusCode).toBe(403)
    expect(right.json()).toEqual({ message: t.patientBanned, code: expect.any(String) })
    const wrong = await app.inject({ method: 'POST', url: LOGIN_PATHS.patient, payload: { email: 'banida@exemplo.com.br', password: 'Outra123' } })
    expect(wrong.statusCode).toBe(401)
  })

  it('refuses an inactive admin with 403', async () => {
    await createAdmin(app.deps.db, { email: 'inativo@exemplo.com.br', active: false })
    const response = await app.inject({ method: 'POST', url: LOGIN_PATHS.admin, payload: { email: 'inativo@exemplo.com.br', password: 'Acolhe123' } })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: t.adminInactive, code: expect.any(String) })
  })

  it('refuses a banned professional with 403', async () => {
    await createProfessional(app.deps.db, { email: 'prof.banido@exemplo.com.br', banned: true })
    const response = await app.inject({ method: 'POST', url: LOGIN_PATHS.professional, payload: { email: 'prof.banido@exemplo.com.br', password: 'Acolhe123' } })
    expect(response.statusCode).toBe(403)
  })

  it('revokes every session of a person at once (ban, password change)', async () => {
    const patient = await createPatient(app.deps.db, { email: 'dois.navegadores@exemplo.com.br' })
    const laptop = await logInAs(app, 'patient', patient.email)
    const phone = await logInAs(app, 'patient', patient.email)
    await revokeAllSessions(app.deps.db, { kind: 'patient', id: patient.id }, app.clock.now())
    for (const cookie of [laptop, phone]) {
      expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(401)
    }
  })

  it('drops a live session as soon as its owner is banned, even without revocation', async () => {
    const patient = await createPatient(app.deps.db, { email: 'banida.depois@exemplo.com.br' })
    const cookie = await logInAs(app, 'patient', patient.email)
    await app.deps.db.update(patients).set({ banned: true }).where(eq(patients.id, patient.id))
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(401)
  })

  it('keeps a session alive while used (30 days sliding) and ends it after 30 idle days', async () => {
    const patient = await createPatient(app.deps.db, { email: 'deslizante@exemplo.com.br' })
    app.clock.set('2026-11-23T12:00:00.000Z')
    const active = await logInAs(app, 'patient', patient.email)
    const idle = await logInAs(app, 'patient', patient.email)
    app.clock.advance(20 * DAY)
    const renewed = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: active } })
    expect(renewed.statusCode).toBe(200)
    expect(renewed.cookies.find((c) => c.name === 'acolhe_session')?.maxAge).toBe(30 * 24 * 60 * 60)
    app.clock.advance(20 * DAY)
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: active } })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: idle } })).statusCode).toBe(401)
    app.clock.set('2026-11-23T12:00:00.000Z')
  })

  it('refuses a state-changing request from another origin with a Portuguese 403', async () => {
    const response = await app.inject({
      method: 'POST',
      url: LOGIN_PATHS.patient,
      headers: { origin: 'https://evil.example' },
      payload: { email: 'alguem@exemplo.com.br', password: 'Acolhe123' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: 'Origem da requisição não permitida.', code: expect.any(String) })
  })
})

describe('cookie in production', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ config: { isProduction: true, publicUrl: 'https://acolhe.example' } })
    await createPatient(app.deps.db, { email: 'producao@exemplo.com.br' })
  })
  afterAll(async () => {
    await app.close()
  })

  it('is __Host-acolhe_session, Secure, HttpOnly, SameSite=Lax, path /', async () => {
    const response = await app.inject({ method: 'POST', url: LOGIN_PATHS.patient, payload: { email: 'producao@exemplo.com.br', password: 'Acolhe123' } })
    expect(response.statusCode).toBe(200)
    const header = String(response.headers['set-cookie'])
    expect(header).toMatch(/^__Host-acolhe_session=[A-Za-z0-9_-]{43};/)
    expect(header).toContain('Secure')
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Lax')
    expect(header).toContain('Path=/')
    expect(header).not.toContain('Domain')
    const cookie = header.split(';')[0] ?? ''
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: cookie.replace('__Host-', '') } })).statusCode).toBe(401)
  })
})

describe('rate limit on logins', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ config: { rateLimitPerMinute: 2 } })
  })
  afterAll(async () => {
    await app.close()
  })

  it('answers 429 in Portuguese after the allowed attempts per minute from one address', async () => {
    const attempt = () => app.inject({ method: 'POST', url: LOGIN_PATHS.admin, payload: { email: 'x@exemplo.com.br', password: 'Errada123' } })
    expect((await attempt()).statusCode).toBe(401)
    expect((await attempt()).statusCode).toBe(401)
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: 'Muitas tentativas. Aguarde um minuto e tente novamente.', code: expect.any(String) })
  })
})
