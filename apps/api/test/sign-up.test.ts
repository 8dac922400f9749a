import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { validationTexts } from '@acolhe/shared/texts/validation'
import { consents } from '../src/db/schema/accounts'
import { emailOutbox } from '../src/db/schema/operations'
import { TERMS_VERSION } from '../src/modules/accounts/terms'
import { createTestApp, type TestApp } from './helpers/app'
import { sessionCookieFrom } from './helpers/auth'

describe('POST /api/user (patient sign-up)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  const signUp = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/user', payload })

  it('creates an incomplete patient from email and password and logs them in', async () => {
    const response = await signUp({ email: 'Nova.Paciente@Exemplo.com.br', password: 'Senha123' })
    expect(response.statusCode).toBe(201)
    const { user } = response.json()
    expect(user).toMatchObject({ email: 'nova.paciente@exemplo.com.br', is_complete: false, first_name: null, banned: false })
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: sessionCookieFrom(response) } })
    expect(me.json().user.id).toBe(user.id)
    const [welcome] = await app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'nova.paciente@exemplo.com.br'))
    expect(welcome?.subject).toBe('Boas-vindas à Acolhe')
    expect(welcome?.text).toContain('complete seus dados')
  })

  it('creates a complete patient with the step-2 data and stores the terms acceptance with its version', async () => {
    const response = await signUp({
      email: 'completa@exemplo.com.br',
      password: 'Senha123',
      first_name: 'Luíza',
      last_name: 'Araújo',
      birthday: '1992-07-30',
      cpf: '529.982.247-25',
      phone_number: '(11) 98888-7777',
      terms_accepted: true,
    })
    expect(response.statusCode).toBe(201)
    const { user } = response.json()
    expect(user).toMatchObject({ is_complete: true, first_name: 'Luíza', birthday: '1992-07-30', cpf: '52998224725', phone_number: '11988887777' })
    const stored = await app.deps.db.select().from(consents).where(eq(consents.actorId, user.id))
    expect(stored.map((c) => c.document).sort()).toEqual(['PATIENT_TERMS', 'PRIVACY_POLICY'])
    expect(stored.every((c) => c.version === TERMS_VERSION)).toBe(true)
  })

  it('refuses the step-2 data without the terms accepted', async () => {
    const response = await signUp({
      email: 'sem.termos@exemplo.com.br',
      password: 'Senha123',
      first_name: 'Luíza',
      last_name: 'Araújo',
      birthday: '1992-07-30',
      phone_number: '11988887777',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: t.termsRequired, code: expect.any(String) })
  })

  it('answers 409 with a neutral message when the email is taken (any letter case)', async () => {
    await signUp({ email: 'repetida@exemplo.com.br', password: 'Senha123' })
    const response = await signUp({ email: 'REPETIDA@exemplo.com.br', password: 'Outra456' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: t.emailUnavailable, code: expect.any(String) })
  })

  it('validates the password with its message', async () => {
    const response = await signUp({ email: 'fraca@exemplo.com.br', password: 'somenteletras' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: validationTexts.passwordLetterAndDigit, code: expect.any(String) })
  })
})
