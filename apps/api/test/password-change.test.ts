import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { createPatient, createProfessional, DEFAULT_PASSWORD } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { LOGIN_PATHS, logInAs } from './helpers/auth'

const NEW_PASSWORD = 'NovaSenha42'

describe('PATCH /api/user/me/password and /api/professional-private/me/password', () => {
  let app: TestApp
  let serial = 0
  const nextEmail = (prefix: string) => `${prefix}.${(serial += 1)}@exemplo.com.br`
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  const change = (url: string, cookie: string | undefined, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url, payload, ...(cookie ? { headers: { cookie } } : {}) })
  const me = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } })
  const logIn = (kind: 'patient' | 'professional', email: string, password: string) =>
    app.inject({ method: 'POST', url: LOGIN_PATHS[kind], payload: { email, password } })

  it('changes the patient password, keeps this session and ends the other ones', async () => {
    const patient = await createPatient(app.deps.db, { email: nextEmail('troca') })
    const here = await logInAs(app, 'patient', patient.email)
    const elsewhere = await logInAs(app, 'patient', patient.email)

    const response = await change('/api/user/me/password', here, { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD })

    expect(response.statusCode).toBe(204)
    expect((await me('/api/user/me', here)).statusCode).toBe(200)
    expect((await me('/api/user/me', elsewhere)).statusCode).toBe(401)
    expect((await logIn('patient', patient.email, DEFAULT_PASSWORD)).statusCode).toBe(401)
    expect((await logIn('patient', patient.email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses a wrong current password in Portuguese, with a 400 that does not end the session, and changes nothing', async () => {
    const patient = await createPatient(app.deps.db, { email: nextEmail('errada') })
    const here = await logInAs(app, 'patient', patient.email)
    const elsewhere = await logInAs(app, 'patient', patient.email)

    const response = await change('/api/user/me/password', here, { current_password: 'Errada123', password: NEW_PASSWORD })

    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: t.currentPasswordWrong, code: expect.any(String) })
    expect((await me('/api/user/me', here)).statusCode).toBe(200)
    expect((await me('/api/user/me', elsewhere)).statusCode).toBe(200)
    expect((await logIn('patient', patient.email, DEFAULT_PASSWORD)).statusCode).toBe(200)
  })

  it('holds the new password to the sign-up rules and asks for the current one', async () => {
    const patient = await createPatient(app.deps.db, { email: nextEmail('regras') })
    const here = await logInAs(app, 'patient', patient.email)
    for (const [payload, message] of [
      [{ current_password: DEFAULT_PASSWORD, password: 'curta' }, v.passwordMin],
      [{ current_password: DEFAULT_PASSWORD, password: 'semnumeros' }, v.passwordLetterAndDigit],
      [{ current_password: '', password: NEW_PASSWORD }, v.currentPasswordRequired],
    ] as const) {
      const response = await change('/api/user/me/password', here, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    }
  })

  it('answers 401 without a patient session', async () => {
    const professional = await createProfessional(app.deps.db, { email: nextEmail('outro.papel') })
    const professionalCookie = await logInAs(app, 'professional', professional.email)
    expect((await change('/api/user/me/password', undefined, { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(401)
    expect((await change('/api/user/me/password', professionalCookie, { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(401)
  })

  it('lets a professional change theirs the same way, even while awaiting authorization', async () => {
    const professional = await createProfessional(app.deps.db, { email: nextEmail('profissional'), authorized: false })
    const here = await logInAs(app, 'professional', professional.email)
    const elsewhere = await logInAs(app, 'professional', professional.email)

    const wrong = await change('/api/professional-private/me/password', here, { current_password: 'Errada123', password: NEW_PASSWORD })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ message: t.currentPasswordWrong, code: expect.any(String) })

    const response = await change('/api/professional-private/me/password', here, { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD })
    expect(response.statusCode).toBe(204)
    expect((await me('/api/professional-private/me', here)).statusCode).toBe(200)
    expect((await me('/api/professional-private/me', elsewhere)).statusCode).toBe(401)
    expect((await logIn('professional', professional.email, NEW_PASSWORD)).statusCode).toBe(200)
  })
})

describe('password change is rate limited per account, like the logins', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ config: { rateLimitPerMinute: 3 } })
  })
  afterAll(async () => {
    await app.close()
  })

  it('answers 429 after the limit of guesses in a minute', async () => {
    const patient = await createPatient(app.deps.db, { email: 'limite@exemplo.com.br' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await app.inject({ method: 'PATCH', url: '/api/user/me/password', headers: { cookie }, payload: { current_password: `Errada${attempt}1`, password: NEW_PASSWORD } })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([400, 400, 400, 429])
  })
})
