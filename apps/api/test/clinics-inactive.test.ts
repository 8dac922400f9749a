import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import { clinics } from '../src/db/schema/clinics'
import { createAdmin, createAvailability, createClinic, createPatient, createProfessional, createService, createSession, createTelehealthConsent } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { markSessionPaid } from './helpers/payments'

// A deactivated clinic receives nobody: its professionals are online only until it is active again,
// and the admin sees what a deactivation affects before confirming it.

const NOW = '2026-11-23T09:00:00.000Z' // Monday 06:00 in Brasília

describe('a deactivated clinic', () => {
  let app: TestApp
  let adminCookie: string
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    await createService(app.database.db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    await createAdmin(app.database.db, { email: 'admin.clinica.inativa@exemplo.com' })
    adminCookie = await logInAs(app, 'admin', 'admin.clinica.inativa@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  /** Each test's own clinic with a hybrid professional (Mondays 08:00–12:00) and a patient. */
  async function hybridAtClinic() {
    serial += 1
    const db = app.database.db
    const clinic = await createClinic(db)
    const professional = await createProfessional(db, { serviceModality: 'HYBRID', clinicId: clinic.id })
    await createAvailability(db, professional.id)
    const patient = await createPatient(db, { email: `paciente.inativa${serial}@exemplo.com` })
    // Consent to online care is not what these tests are about (decision 034).
    await createTelehealthConsent(db, { userId: patient.id, professionalId: professional.id })
    const deactivate = () => db.update(clinics).set({ active: false }).where(eq(clinics.id, clinic.id))
    return { clinic, professional, patient, deactivate, patientCookie: await logInAs(app, 'patient', patient.email) }
  }
  const book = (cookie: string, professionalId: string, isOnline: boolean, selected_date = '2026-11-30T11:00:00.000Z') =>
    app.inject({ method: 'POST', url: '/api/session', headers: { cookie }, payload: { professional_id: professionalId, selected_date, is_online: isOnline } })

  it('refuses an in-person booking with a Portuguese 422 and still takes an online one', async () => {
    const { professional, deactivate, patientCookie } = await hybridAtClinic()
    await deactivate()

    const inPerson = await book(patientCookie, professional.id, false)
    expect(inPerson.statusCode).toBe(422)
    expect(inPerson.json()).toEqual({ message: t.clinicInactive, code: expect.any(String) })
    expect((await book(patientCookie, professional.id, true)).statusCode).toBe(201)
  })

  it('refuses switching a session to in person', async () => {
    const { professional, deactivate, patientCookie } = await hybridAtClinic()
    const online = await book(patientCookie, professional.id, true, '2026-11-30T12:00:00.000Z')
    await markSessionPaid(app, online.json().id)
    await deactivate()

    const switched = await app.inject({ method: 'PATCH', url: `/api/session/${online.json().id}/modality`, headers: { cookie: patientCookie }, payload: { is_online: false } })
    expect(switched.statusCode).toBe(422)
    expect(switched.json()).toEqual({ message: t.clinicInactive, code: expect.any(String) })
  })

  it('says in the directory and the open times that in person is not available, and that it is while active', async () => {
    const { professional, deactivate } = await hybridAtClinic()
    const inPersonNow = async () => ({
      profile: (await app.inject({ url: `/api/professional/${professional.id}` })).json().in_person_available,
      openTimes: (await app.inject({ url: `/api/public/available-dates/${professional.id}` })).json().professionalAvailability.in_person_available,
    })
    expect(await inPersonNow()).toEqual({ profile: true, openTimes: true })
    await deactivate()
    expect(await inPersonNow()).toEqual({ profile: false, openTimes: false })
  })

  it('tells the admin how many professionals and future in-person sessions a deactivation affects', async () => {
    const { clinic, professional, patient } = await hybridAtClinic()
    const db = app.database.db
    await createProfessional(db, { serviceModality: 'FULL_PRESENCIAL', clinicId: clinic.id })
    const service = await createService(db)
    const session = (selectedDate: string, isOnline: boolean, status: 'CONFIRMED' | 'CANCELLED' | 'FINISHED' = 'CONFIRMED') =>
      createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate: new Date(selectedDate), isOnline, status })
    await session('2026-11-30T11:00:00.000Z', false)
    await session('2026-12-07T11:00:00.000Z', false)
    // Not counted: online, cancelled, or already past.
    await session('2026-11-30T12:00:00.000Z', true)
    await session('2026-12-07T12:00:00.000Z', false, 'CANCELLED')
    await session('2026-11-16T11:00:00.000Z', false, 'FINISHED')

    const ties = await app.inject({ url: `/api/clinic/${clinic.id}/ties`, headers: { cookie: adminCookie } })
    expect(ties.statusCode).toBe(200)
    expect(ties.json()).toEqual({ professionals: 2, future_in_person_sessions: 2 })

    const patientCookie = await logInAs(app, 'patient', patient.email)
    expect((await app.inject({ url: `/api/clinic/${clinic.id}/ties`, headers: { cookie: patientCookie } })).statusCode).toBe(403)
    expect((await app.inject({ url: '/api/clinic/00000000-0000-4000-8000-000000000000/ties', headers: { cookie: adminCookie } })).statusCode).toBe(404)
  })
})
