import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAvailability, createClinic, createPatient, createProfessional, createService, createSession, createTelehealthConsent } from '../src/seed/factories'
import { eq } from 'drizzle-orm'
import { patients } from '../src/db/schema/people'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { markSessionPaid, sessionRow } from './helpers/payments'

const NOW = '2026-11-23T09:00:00.000Z' // Monday 06:00 in Brasília

describe('returns and modality', () => {
  let app: TestApp
  let patient: { id: string; cookie: string }
  let psychiatristId: string
  let noReturnsId: string
  let hybridId: string
  let remoteId: string

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.database.db
    await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'DEFAULT', valueCents: 30000 })
    await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'RETURN', valueCents: 0 })
    await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    const clinic = await createClinic(db)
    psychiatristId = (await createProfessional(db, { professionalType: 'PSYCHIATRIST', allowReturns: true })).id
    noReturnsId = (await createProfessional(db, { professionalType: 'PSYCHIATRIST', allowReturns: false })).id
    hybridId = (await createProfessional(db, { serviceModality: 'HYBRID', clinicId: clinic.id })).id
    remoteId = (await createProfessional(db, { serviceModality: 'FULL_REMOTE' })).id
    for (const id of [psychiatristId, noReturnsId, hybridId, remoteId]) await createAvailability(db, id)
    const p = await createPatient(db, { email: 'retorno@exemplo.com' })
    patient = { id: p.id, cookie: await logInAs(app, 'patient', 'retorno@exemplo.com') }
    // Consent to online care is not what these tests are about (decision 034).
    for (const id of [psychiatristId, noReturnsId, hybridId, remoteId]) await createTelehealthConsent(db, { userId: p.id, professionalId: id })
  })
  afterAll(async () => {
    await app.close()
  })

  const finished = async (professionalId: string, professionalType: 'PSYCHIATRIST' | 'PSYCHOLOGIST', day: string) => {
    const service = await createService(app.database.db, { professionalType, sessionType: 'DEFAULT' })
    return createSession(app.database.db, { userId: patient.id, professionalId, serviceId: service.id, selectedDate: new Date(day), status: 'FINISHED', payment: 'DONE' })
  }
  const bookReturn = (professionalId: string, parent: string, selected_date: string) =>
    app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie: patient.cookie },
      payload: { professional_id: professionalId, selected_date, is_online: true, type: 'RETURN', parent_session: parent },
    })

  it('books a free return of a psychiatrist who allows returns: confirmed at once, no operating cost, with a meeting link', async () => {
    const parent = await finished(psychiatristId, 'PSYCHIATRIST', '2026-11-16T11:00:00Z')
    const res = await bookReturn(psychiatristId, parent.id, '2026-11-30T11:00:00.000Z')
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ type: 'RETURN', status: 'CONFIRMED', payment: 'DONE', price_cents: 0, parent_session: parent.id })
    // Confirmed, it has its room; the patient reaches it through the waiting room (decision 091).
    expect(res.json().meets_url).toBeNull()
    expect((await sessionRow(app, res.json().id)).meetsUrl).toMatch(/^https:\/\/meet\.jit\.si\//)
    // A return cannot itself get a return, and a session gets one return only.
    expect((await bookReturn(psychiatristId, res.json().id, '2026-12-07T11:00:00.000Z')).statusCode).toBe(422)
    expect((await bookReturn(psychiatristId, parent.id, '2026-12-07T12:00:00.000Z')).statusCode).toBe(422)
  })

  it('refuses returns when the psychiatrist does not allow them or the session is not finished', async () => {
    const parent = await finished(noReturnsId, 'PSYCHIATRIST', '2026-11-16T12:00:00Z')
    const res = await bookReturn(noReturnsId, parent.id, '2026-11-30T12:00:00.000Z')
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('Esta consulta não permite marcar retorno.')
  })

  it('switches modality only for hybrid professionals, and shows the clinic address in person', async () => {
    const book = (professionalId: string, selected_date: string) =>
      app.inject({ method: 'POST', url: '/api/session', headers: { cookie: patient.cookie }, payload: { professional_id: professionalId, selected_date, is_online: true } })
    const hybrid = (await book(hybridId, '2026-11-30T13:00:00.000Z')).json()
    // A patient switches a confirmed session ('Editar'); an unpaid hold is cancelled and booked again.
    await markSessionPaid(app, hybrid.id)
    const switched = await app.inject({ method: 'PATCH', url: `/api/session/${hybrid.id}/modality`, headers: { cookie: patient.cookie }, payload: { is_online: false } })
    expect(switched.statusCode).toBe(200)
    expect(switched.json().is_online).toBe(false)
    expect(switched.json().location).toMatchObject({ street_name: 'Rua Augusta', city: 'São Paulo' })
    const remote = (await book(remoteId, '2026-11-30T14:00:00.000Z')).json()
    const refused = await app.inject({ method: 'PATCH', url: `/api/session/${remote.id}/modality`, headers: { cookie: patient.cookie }, payload: { is_online: false } })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('Só é possível mudar a modalidade com profissionais que atendem online e presencialmente.')
  })
})

describe('booking refusals and weekly slot reads', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
  })
  afterAll(async () => {
    await app.close()
  })

  it('refuses unauthorized professionals, banned patients and a service of another type', async () => {
    const db = app.database.db
    await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT' })
    const other = await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'DEFAULT' })
    const pending = await createProfessional(db, { authorized: false })
    const ok = await createProfessional(db, { email: 'ok@exemplo.com' })
    await createAvailability(db, pending.id)
    await createAvailability(db, ok.id, [
      { weekDay: 1, startTime: '1400', endTime: '1600' },
      { weekDay: 1, startTime: '0800', endTime: '1000' },
    ])
    await createPatient(db, { email: 'ok.paciente@exemplo.com' })
    const cookie = await logInAs(app, 'patient', 'ok.paciente@exemplo.com')
    const book = (professional_id: string, extra: Record<string, unknown> = {}) =>
      app.inject({ method: 'POST', url: '/api/session', headers: { cookie }, payload: { professional_id, selected_date: '2026-11-30T11:00:00.000Z', is_online: true, ...extra } })
    const unauthorized = await book(pending.id)
    expect(unauthorized.statusCode).toBe(422)
    expect(unauthorized.json().message).toBe('Este profissional não está disponível para agendamentos.')
    const mismatch = await book(ok.id, { service_id: other.id })
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().message).toBe('O serviço escolhido não corresponde a este profissional.')
    const banned = await createPatient(db, { email: 'banido@exemplo.com' })
    const bannedCookie = await logInAs(app, 'patient', 'banido@exemplo.com')
    await db.update(patients).set({ banned: true }).where(eq(patients.id, banned.id))
    const refused = await app.inject({ method: 'POST', url: '/api/session', headers: { cookie: bannedCookie }, payload: { professional_id: ok.id, selected_date: '2026-11-30T11:00:00.000Z', is_online: true } })
    expect([401, 403]).toContain(refused.statusCode)

    const proCookie = await logInAs(app, 'professional', 'ok@exemplo.com')
    const own = await app.inject({ url: '/api/available-dates', headers: { cookie: proCookie } })
    expect(own.json().availableDates.map((s: { start_time: string }) => s.start_time)).toEqual(['0800', '1400'])
    expect((await app.inject({ url: `/api/available-dates/${ok.id}`, headers: { cookie } })).statusCode).toBe(403)
    expect((await app.inject({ url: '/api/available-dates', headers: { cookie } })).statusCode).toBe(403)
  })
})
