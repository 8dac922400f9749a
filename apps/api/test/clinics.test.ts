import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminTexts as a } from '@acolhe/shared/texts/admin-api'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { createAdmin, createClinic, createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

const body = (overrides: { clinic?: Record<string, unknown>; address?: Record<string, unknown> } = {}) => ({
  clinic: { name: 'Clínica Horizonte', cnpj: '11.222.333/0001-81', phone_number: '(11) 3333-44445', active: true, ...overrides.clinic },
  address: { street_name: 'Rua das Acácias', district_name: 'Pinheiros', postal_code: '05422-010', number: '45B', city: 'São Paulo', state: 'SP', ...overrides.address },
})

describe('clinics API', () => {
  let app: TestApp
  let admin: string
  let patient: string
  beforeAll(async () => {
    app = await createTestApp()
    await createAdmin(app.deps.db, { email: 'adm.clinica@exemplo.com' })
    await createPatient(app.deps.db, { email: 'pac.clinica@exemplo.com' })
    admin = await logInAs(app, 'admin', 'adm.clinica@exemplo.com')
    patient = await logInAs(app, 'patient', 'pac.clinica@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  it('lets an admin create a clinic with its address (masks stripped) and edit it', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/clinic/with-address', headers: { cookie: admin }, payload: body() })
    expect(created.statusCode).toBe(201)
    const clinic = created.json().clinic
    expect(clinic).toMatchObject({ name: 'Clínica Horizonte', cnpj: '11222333000181', phone_number: '11333344445', active: true })
    expect(clinic.address).toMatchObject({ postal_code: '05422010', number: '45B', state: 'SP', ref: null })

    const edited = await app.inject({
      method: 'PATCH',
      url: '/api/clinic/with-address',
      headers: { cookie: admin },
      payload: body({ clinic: { id: clinic.id, name: 'Clínica Horizonte Sul', active: false }, address: { ref: 'Sala 3' } }),
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().clinic).toMatchObject({ name: 'Clínica Horizonte Sul', active: false, address: { ref: 'Sala 3' } })
    const read = await app.inject({ method: 'GET', url: `/api/clinic/${clinic.id}?include_address=true`, headers: { cookie: admin } })
    expect(read.json().clinic.name).toBe('Clínica Horizonte Sul')
  })

  it('refuses a second clinic with the same CNPJ', async () => {
    await app.inject({ method: 'POST', url: '/api/clinic/with-address', headers: { cookie: admin }, payload: body({ clinic: { cnpj: '45.723.174/0001-10' } }) })
    const again = await app.inject({ method: 'POST', url: '/api/clinic/with-address', headers: { cookie: admin }, payload: body({ clinic: { cnpj: '45723174000110' } }) })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: a.clinicCnpjTaken, code: expect.any(String) })
  })

  it('shows only active clinics to the public, everything (filtered, paged) to admins', async () => {
    await createClinic(app.deps.db, { clinic: { name: 'Ativa Centro', active: true } })
    await createClinic(app.deps.db, { clinic: { name: 'Ativa Sul', active: true } })
    await createClinic(app.deps.db, { clinic: { name: 'Inativa Norte', active: false } })
    const publicList = await app.inject({ method: 'GET', url: '/api/clinic?status=false&limit=100' })
    expect(publicList.json().data.every((c: { active: boolean }) => c.active)).toBe(true)
    const inactive = await app.inject({ method: 'GET', url: '/api/clinic?status=false&limit=100', headers: { cookie: admin } })
    expect(inactive.json().data.map((c: { name: string }) => c.name)).toContain('Inativa Norte')
    expect(inactive.json().data.every((c: { active: boolean }) => !c.active)).toBe(true)
    const searched = await app.inject({ method: 'GET', url: '/api/clinic?search=norte', headers: { cookie: admin } })
    expect(searched.json().data.map((c: { name: string }) => c.name)).toEqual(['Inativa Norte'])
    const page = await app.inject({ method: 'GET', url: '/api/clinic?limit=1&page=2', headers: { cookie: admin } })
    expect(page.json().data).toHaveLength(1)
    expect(page.json().total).toBeGreaterThan(2)
  })

  it('refuses anonymous (401) and patients (403) on the writes', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/clinic/with-address', payload: body() })).statusCode).toBe(401)
    expect((await app.inject({ method: 'POST', url: '/api/clinic/with-address', headers: { cookie: patient }, payload: body() })).statusCode).toBe(403)
  })

  it('lets an admin save a clinic as the demo data has it: a landline, S/N as number, digits in the name', async () => {
    const seeded = await createClinic(app.deps.db, { clinic: { name: 'Clínica Acolhe Paulista', phoneNumber: '1131234567' } })
    const read = await app.inject({ method: 'GET', url: `/api/clinic/${seeded.id}?include_address=true`, headers: { cookie: admin } })
    const { address, ...clinic } = read.json().clinic
    const saved = await app.inject({ method: 'PATCH', url: '/api/clinic/with-address', headers: { cookie: admin }, payload: body({ clinic: { id: clinic.id, name: clinic.name, cnpj: clinic.cnpj, phone_number: '(11) 3123-4567', active: clinic.active }, address: { street_name: address.street_name, district_name: address.district_name, postal_code: address.postal_code, number: address.number, city: address.city, state: address.state } }) })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().clinic).toMatchObject({ phone_number: '1131234567' })

    const renamed = await app.inject({
      method: 'PATCH',
      url: '/api/clinic/with-address',
      headers: { cookie: admin },
      payload: body({ clinic: { id: clinic.id, name: 'Clínica 24 Horas (Unidade 2), Dr. Sá & Cia.', cnpj: clinic.cnpj, phone_number: '1131234567' }, address: { number: 's/n' } }),
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json().clinic).toMatchObject({ name: 'Clínica 24 Horas (Unidade 2), Dr. Sá & Cia.', address: { number: 'S/N' } })
  })

  it.each([
    [{ clinic: { name: 'Cl' } }, v.clinicNameInvalid],
    [{ clinic: { cnpj: '123' } }, v.cnpjLength],
    [{ clinic: { phone_number: '1133' } }, v.clinicPhone],
    [{ address: { street_name: 'Rua' } }, v.streetLength],
    [{ address: { district_name: 'Ab' } }, v.districtLength],
    [{ address: { postal_code: '0542' } }, v.postalCodeLength],
    [{ address: { number: 'sem' } }, v.addressNumberInvalid],
    [{ address: { city: 'SP' } }, v.cityLength],
    [{ address: { state: 'XX' } }, v.stateInvalid],
    [{ address: { ref: 'r'.repeat(256) } }, v.refMax],
  ])('validates %j with its message', async (change, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/clinic/with-address', headers: { cookie: admin }, payload: body(change) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
  })
})
