import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { patients, professionals } from '../src/db/schema/people'
import { createAdmin, createPatient, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs, sessionCookieFrom } from './helpers/auth'

// The service is for adults: every birthday the API takes is refused when it is in the future or
// less than 18 years before the server's today (the test clock: 23/11/2026 in Brasília).

const SEVENTEEN = '2008-11-24' // turns 18 tomorrow
const EIGHTEEN_TODAY = '2008-11-23'
const FUTURE = '2029-01-01'

const stepTwo = (birthday: string) => ({
  first_name: 'Luíza',
  last_name: 'Araújo',
  birthday,
  phone_number: '(11) 98888-7777',
  terms_accepted: true,
})

const professionalRegistration = (email: string, birthday: string) => ({
  first_name: 'Beatriz',
  last_name: 'Nogueira',
  email,
  birthday,
  password: 'Senha123',
  terms_accepted: true,
  professional_type: 'PSYCHOLOGIST',
  cpf_or_cnpj: '529.982.247-25',
  crm_or_crp: '06/12345',
  document_state: 'SP',
  lattes_url: 'http://lattes.cnpq.br/1234567890123456',
  phone_number: '(11) 98888-7777',
  service_modality: 'FULL_REMOTE',
})

describe('birthdays: adults only, never in the future', () => {
  let app: TestApp
  let admin: string
  let serial = 0
  const nextEmail = (prefix: string) => `${prefix}.${(serial += 1)}@exemplo.com.br`
  beforeAll(async () => {
    app = await createTestApp()
    await createAdmin(app.deps.db, { email: 'adm.idade@exemplo.com' })
    admin = await logInAs(app, 'admin', 'adm.idade@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  const patientRow = async (id: string) => (await app.deps.db.select().from(patients).where(eq(patients.id, id)))[0]

  it.each([
    [SEVENTEEN, v.birthdayUnderage],
    [FUTURE, v.birthdayFuture],
  ])('POST /user refuses a patient born %s and creates nobody', async (birthday, message) => {
    const email = nextEmail('menor')
    const response = await app.inject({ method: 'POST', url: '/api/user', payload: { email, password: 'Senha123', ...stepTwo(birthday) } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    expect(await app.deps.db.select().from(patients).where(eq(patients.email, email))).toEqual([])
  })

  it('POST /user takes someone on their 18th birthday', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user', payload: { email: nextEmail('adulta'), password: 'Senha123', ...stepTwo(EIGHTEEN_TODAY) } })
    expect(response.statusCode).toBe(201)
    expect(response.json().user.birthday).toBe(EIGHTEEN_TODAY)
  })

  it.each([
    [SEVENTEEN, v.birthdayUnderage],
    [FUTURE, v.birthdayFuture],
  ])('PATCH /user/{id}/complete refuses a birthday of %s and leaves the account incomplete', async (birthday, message) => {
    const created = await app.inject({ method: 'POST', url: '/api/user', payload: { email: nextEmail('incompleta'), password: 'Senha123' } })
    const { id } = created.json().user
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/user/${id}/complete`,
      headers: { cookie: sessionCookieFrom(created) },
      payload: stepTwo(birthday),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    expect((await patientRow(id))?.isComplete).toBe(false)
  })

  it.each([
    [SEVENTEEN, v.birthdayUnderage],
    [FUTURE, v.birthdayFuture],
    ['2028-05-10', v.birthdayFuture],
  ])('PATCH /user/{id} by the patient refuses %s and keeps the stored birthday', async (birthday, message) => {
    const patient = await createPatient(app.deps.db, { email: nextEmail('perfil'), birthday: '1990-05-14' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const response = await app.inject({ method: 'PATCH', url: `/api/user/${patient.id}`, headers: { cookie }, payload: { first_name: 'Renata', birthday } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    expect((await patientRow(patient.id))?.birthday).toBe('1990-05-14')
  })

  it.each([
    [SEVENTEEN, v.birthdayUnderage],
    [FUTURE, v.birthdayFuture],
  ])('PATCH /user/{id} by an admin refuses %s', async (birthday, message) => {
    const patient = await createPatient(app.deps.db, { email: nextEmail('admin.edita'), birthday: '1990-05-14' })
    const response = await app.inject({ method: 'PATCH', url: `/api/user/${patient.id}`, headers: { cookie: admin }, payload: { first_name: 'Renata', birthday } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    expect((await patientRow(patient.id))?.birthday).toBe('1990-05-14')
  })

  it.each([
    [SEVENTEEN, v.birthdayUnderage],
    [FUTURE, v.birthdayFuture],
  ])('POST /professional-private refuses a professional born %s', async (birthday, message) => {
    const email = nextEmail('profissional.menor')
    const response = await app.inject({ method: 'POST', url: '/api/professional-private', payload: professionalRegistration(email, birthday) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    expect(await app.deps.db.select().from(professionals).where(eq(professionals.email, email))).toEqual([])
  })

  it.each([
    [SEVENTEEN, v.birthdayUnderage],
    [FUTURE, v.birthdayFuture],
  ])('POST /professional-private/by-admin refuses %s', async (birthday, message) => {
    const { password: _password, terms_accepted: _terms, ...body } = professionalRegistration(nextEmail('convite.menor'), birthday)
    const response = await app.inject({ method: 'POST', url: '/api/professional-private/by-admin', headers: { cookie: admin }, payload: body })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
  })

  it.each([
    [SEVENTEEN, v.birthdayUnderage],
    [FUTURE, v.birthdayFuture],
  ])('PATCH /professional-private/{id} refuses %s from the professional and from an admin', async (birthday, message) => {
    const professional = await createProfessional(app.deps.db, { email: nextEmail('perfil.profissional'), birthday: '1985-03-02' })
    const own = await logInAs(app, 'professional', professional.email)
    for (const cookie of [own, admin]) {
      const response = await app.inject({ method: 'PATCH', url: `/api/professional-private/${professional.id}`, headers: { cookie }, payload: { birthday } })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    }
    const [row] = await app.deps.db.select().from(professionals).where(eq(professionals.id, professional.id))
    expect(row?.birthday).toBe('1985-03-02')
  })
})

describe('birthdays are judged by the server clock, not the machine time', () => {
  let app: TestApp
  beforeAll(async () => {
    // Far enough from the machine's date that the answer differs: born 2020 is 20 by this clock.
    app = await createTestApp({ now: '2040-06-01T12:00:00.000Z' })
  })
  afterAll(async () => {
    await app.close()
  })

  it('takes a birthday that makes an adult by the injected clock', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user', payload: { email: 'relogio@exemplo.com.br', password: 'Senha123', ...stepTwo('2020-01-01') } })
    expect(response.statusCode).toBe(201)
  })

  it('refuses one that is under 18 by the injected clock', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user', payload: { email: 'relogio.menor@exemplo.com.br', password: 'Senha123', ...stepTwo('2022-06-02') } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: v.birthdayUnderage, code: expect.any(String) })
  })
})
