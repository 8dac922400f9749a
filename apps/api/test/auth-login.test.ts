import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { authSessions } from '../src/db/schema/accounts'
import { createAdmin, createPatient, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { LOGIN_PATHS, logInAs, sessionCookieFrom } from './helpers/auth'

const ROLES = [
  { kind: 'patient', me: '/api/user/me', logout: '/api/user/logout', key: 'user' },
  { kind: 'professional', me: '/api/professional-private/me', logout: '/api/professional-private/logout', key: 'professional' },
  { kind: 'admin', me: '/api/admin/me', logout: '/api/admin/logout', key: 'admin' },
] as const

describe('login, me and logout for each kind of account', () => {
  let app: TestApp
  const emails = { patient: 'joana.paciente@exemplo.com.br', professional: 'carla.psi@exemplo.com.br', admin: 'paula.admin@exemplo.com.br' }

  beforeAll(async () => {
    app = await createTestApp()
    await createPatient(app.deps.db, { email: emails.patient, firstName: 'Joana' })
    await createProfessional(app.deps.db, { email: emails.professional, firstName: 'Carla' })
    await createAdmin(app.deps.db, { email: emails.admin, firstName: 'Paula' })
  })
  afterAll(async () => {
    await app.close()
  })

  describe.each(ROLES)('$kind', ({ kind, me, logout, key }) => {
    it('logs in with email and password, answers the person and sets an httpOnly SameSite=Lax cookie', async () => {
      const response = await app.inject({ method: 'POST', url: LOGIN_PATHS[kind], payload: { email: emails[kind].toUpperCase(), password: 'Acolhe123' } })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body[key].email).toBe(emails[kind])
      expect(body[key]).not.toHaveProperty('password_hash')
      expect(body[key]).not.toHaveProperty('passwordHash')
      if (kind === 'admin') expect(body.success).toBe(true)
      const cookie = response.cookies.find((c) => c.name === 'acolhe_session')
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(cookie?.secure).toBeFalsy()
    })

    it('answers the logged-in person at /me, and 401 without a session', async () => {
      const cookie = await logInAs(app, kind, emails[kind])
      const meResponse = await app.inject({ method: 'GET', url: me, headers: { cookie } })
      expect(meResponse.statusCode).toBe(200)
      expect(meResponse.json()[key].email).toBe(emails[kind])
      const anonymous = await app.inject({ method: 'GET', url: me })
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json().message).toBe(t.notLoggedIn)
    })

    it('refuses a wrong password and an unknown email with the same 401 message', async () => {
      const wrong = await app.inject({ method: 'POST', url: LOGIN_PATHS[kind], payload: { email: emails[kind], password: 'Errada123' } })
      const unknown = await app.inject({ method: 'POST', url: LOGIN_PATHS[kind], payload: { email: 'ninguem@exemplo.com.br', password: 'Errada123' } })
      expect(wrong.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(401)
      expect(wrong.json()).toEqual({ message: 'Email e/ou senha inválida.', code: expect.any(String) })
      expect(unknown.json()).toEqual(wrong.json())
      expect(wrong.cookies.filter((c) => c.value !== '')).toHaveLength(0)
    })

    it('gives a new token at every login', async () => {
      const first = await logInAs(app, kind, emails[kind])
      const second = await logInAs(app, kind, emails[kind])
      expect(second).not.toBe(first)
    })

    it('logout answers 204 and revokes the token: the old cookie is no longer accepted', async () => {
      const cookie = await logInAs(app, kind, emails[kind])
      const out = await app.inject({ method: 'DELETE', url: logout, headers: { cookie } })
      expect(out.statusCode).toBe(204)
      expect(out.cookies.find((c) => c.name === 'acolhe_session')?.value).toBe('')
      const after = await app.inject({ method: 'GET', url: me, headers: { cookie } })
      expect(after.statusCode).toBe(401)
    })
  })

  it('stores only the SHA-256 of the token and updates last_login', async () => {
    const response = await app.inject({ method: 'POST', url: LOGIN_PATHS.patient, payload: { email: emails.patient, password: 'Acolhe123' } })
    const token = sessionCookieFrom(response).split('=')[1] ?? ''
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await app.deps.db.select({ tokenHash: authSessions.tokenHash }).from(authSessions)
    expect(stored.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'))
    expect(stored.map((row) => row.tokenHash)).not.toContain(token)
    expect(response.json().user.last_login).toBe('2026-11-23T12:00:00.000Z')
  })

  it('revokes the session a browser already had when it logs in again (one browser, one session)', async () => {
    const patientCookie = await logInAs(app, 'patient', emails.patient)
    const asAdmin = await app.inject({ method: 'POST', url: LOGIN_PATHS.admin, headers: { cookie: patientCookie }, payload: { email: emails.admin, password: 'Acolhe123' } })
    expect(asAdmin.statusCode).toBe(200)
    const adminCookie = sessionCookieFrom(asAdmin)
    expect(adminCookie).not.toBe(patientCookie)
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: patientCookie } })).statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: adminCookie } })).statusCode).toBe(200)
  })

  it('validates the login body with the shared schema message', async () => {
    const response = await app.inject({ method: 'POST', url: LOGIN_PATHS.patient, payload: { email: 'nao-e-email', password: 'x' } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Email inválido', code: expect.any(String) })
  })
})
