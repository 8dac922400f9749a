import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { patients } from '../src/db/schema/people'
import { createAdmin, createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// The admin's patient edit: each rule answers 400 with its message and leaves the record unchanged.

describe('PATCH /user/{id} by an admin: the patient edit rules', () => {
  let app: TestApp
  let admin: string
  let patientId: string
  beforeAll(async () => {
    app = await createTestApp()
    await createAdmin(app.deps.db, { email: 'adm.valida@exemplo.com' })
    admin = await logInAs(app, 'admin', 'adm.valida@exemplo.com')
    patientId = (await createPatient(app.deps.db, { email: 'valida@exemplo.com', firstName: 'Renata' })).id
  })
  afterAll(async () => {
    await app.close()
  })

  it.each([
    [{ first_name: 'Jo' }, v.nameMin3],
    [{ first_name: 'R3nata' }, v.firstNameLetters],
    [{ first_name: 'Renata', last_name: 'Lo' }, v.nameMin3],
    [{ first_name: 'Renata', last_name: 'L0pes' }, v.lastNameLetters],
    [{ first_name: 'Renata', birthday: '1990-02-31' }, v.birthdayInvalid],
    [{ first_name: 'Renata', birthday: '31/01/1990' }, v.birthdayInvalid],
    [{ first_name: 'Renata', cpf: '123.456' }, v.cpfLength],
    [{ first_name: 'Renata', cpf: '1234567890a' }, v.cpfDigits],
    [{ first_name: '' }, v.firstNameRequired],
    [{ first_name: 'Renata', phone_number: '(11) 9999' }, v.phoneLength],
    [{ first_name: 'Renata', phone_number: '1198888777a' }, v.phoneDigits],
  ])('refuses %j with its message', async (payload, message) => {
    const response = await app.inject({ method: 'PATCH', url: `/api/user/${patientId}`, headers: { cookie: admin }, payload })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    const [row] = await app.deps.db.select().from(patients).where(eq(patients.id, patientId))
    expect(row?.firstName).toBe('Renata')
  })

  it('never takes the email: the body is refused whole', async () => {
    const response = await app.inject({ method: 'PATCH', url: `/api/user/${patientId}`, headers: { cookie: admin }, payload: { first_name: 'Renata', email: 'outro@exemplo.com' } })
    expect(response.statusCode).toBe(400)
    const [row] = await app.deps.db.select().from(patients).where(eq(patients.id, patientId))
    expect(row?.email).toBe('valida@exemplo.com')
  })
})
