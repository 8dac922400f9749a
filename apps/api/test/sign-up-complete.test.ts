import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { consents } from '../src/db/schema/accounts'
import { createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs, sessionCookieFrom } from './helpers/auth'

const stepTwo = {
  first_name: 'Marina',
  last_name: 'Gonçalves',
  birthday: '1990-03-15',
  cpf: '529.982.247-25',
  phone_number: '(21) 99876-5432',
  terms_accepted: true,
}

describe('PATCH /api/user/:id/complete (incomplete account → complete)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  async function incompletePatient(email: string) {
    const response = await app.inject({ method: 'POST', url: '/api/user', payload: { email, password: 'Senha123' } })
    return { id: response.json().user.id as string, cookie: sessionCookieFrom(response) }
  }

  it('stores the step-2 data, the new password and the terms, and marks the account complete', async () => {
    const { id, cookie } = await incompletePatient('incompleta@exemplo.com.br')
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/user/${id}/complete`,
      headers: { cookie },
      payload: { ...stepTwo, password: 'NovaSenha9' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ id, is_complete: true, first_name: 'Marina', cpf: '52998224725', phone_number: '21998765432' })
    const stored = await app.deps.db.select().from(consents).where(eq(consents.actorId, id))
    expect(stored.map((c) => c.document).sort()).toEqual(['PATIENT_TERMS', 'PRIVACY_POLICY'])
    // The new password is the one that works now.
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'incompleta@exemplo.com.br', password: 'NovaSenha9' } })
    expect(login.statusCode).toBe(200)
  })

  it('refuses a second completion with 409', async () => {
    const { id, cookie } = await incompletePatient('duas.vezes@exemplo.com.br')
    const first = await app.inject({ method: 'PATCH', url: `/api/user/${id}/complete`, headers: { cookie }, payload: stepTwo })
    expect(first.statusCode).toBe(200)
    const second = await app.inject({ method: 'PATCH', url: `/api/user/${id}/complete`, headers: { cookie }, payload: stepTwo })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({ message: t.signUpAlreadyComplete, code: expect.any(String) })
  })

  it('never completes another patient’s account and leaves it untouched', async () => {
    const victim = await incompletePatient('vitima@exemplo.com.br')
    const other = await createPatient(app.deps.db, { email: 'outra@exemplo.com.br' })
    const cookie = await logInAs(app, 'patient', other.email)
    const response = await app.inject({ method: 'PATCH', url: `/api/user/${victim.id}/complete`, headers: { cookie }, payload: stepTwo })
    expect(response.statusCode).toBe(404)
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: victim.cookie } })
    expect(me.json().user).toMatchObject({ is_complete: false, first_name: null })
  })

  it('answers 401 without a session and the field messages for bad step-2 data', async () => {
    const { id, cookie } = await incompletePatient('dados.ruins@exemplo.com.br')
    const anonymous = await app.inject({ method: 'PATCH', url: `/api/user/${id}/complete`, payload: stepTwo })
    expect(anonymous.statusCode).toBe(401)
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: 'Jo' }, v.nameMin3],
      [{ last_name: 'Silva3' }, v.lastNameLetters],
      [{ phone_number: '1199' }, v.phoneLength],
      [{ cpf: '123' }, v.cpfLength],
      [{ birthday: '1899-12-31' }, v.birthdayInvalid],
      [{ terms_accepted: false }, v.termsRequired],
    ]
    for (const [change, message] of cases) {
      const response = await app.inject({ method: 'PATCH', url: `/api/user/${id}/complete`, headers: { cookie }, payload: { ...stepTwo, ...change } })
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    }
  })
})
