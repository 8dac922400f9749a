import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createAvailability, createClinic, createPatient, createProfessional, createService } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { acceptTelehealthConsent, wednesdayAt } from './helpers/booking'
import { giveBalance, sessionRow } from './helpers/payments'

// The consent to online care (decision 034) cannot be skipped by booking in person and switching the
// session online afterwards: the switch asks for it as an online booking does (422
// TELEHEALTH_CONSENT_REQUIRED naming the version), and an admin acting for the patient is not asked.
// Clock: Monday 2026-11-23 12:00 UTC; the consultations are on Wednesday.

describe('switching a session online needs the telehealth consent', () => {
  let app: TestApp
  let professionalId = ''
  let admin = ''
  let hour = 8

  beforeAll(async () => {
    app = await createTestApp()
    const db = app.database.db
    await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    const clinic = await createClinic(db)
    const professional = await createProfessional(db, { serviceModality: 'HYBRID', clinicId: clinic.id })
    professionalId = professional.id
    await createAvailability(db, professionalId, [{ weekDay: 3, startTime: '0700', endTime: '2200' }])
    await createAdmin(db, { email: 'admin.consentimento@exemplo.com' })
    admin = await logInAs(app, 'admin', 'admin.consentimento@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  // Paid at once from the patient's balance: a patient changes the modality of a paid consultation only.
  async function inPersonSession() {
    const patient = await createPatient(app.database.db, { isComplete: true })
    await giveBalance(app, patient.id, 20000)
    const cookie = await logInAs(app, 'patient', patient.email)
    hour += 1
    const booked = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie },
      payload: { professional_id: professionalId, selected_date: wednesdayAt(hour), is_online: false, type: 'DEFAULT' },
    })
    expect(booked.statusCode, booked.body).toBe(201)
    return { cookie, id: (booked.json() as { id: string }).id }
  }
  const switchTo = (cookie: string, id: string, isOnline: boolean) =>
    app.inject({ method: 'PATCH', url: `/api/session/${id}/modality`, headers: { cookie }, payload: { is_online: isOnline } })

  it('refuses the patient without consent, naming the version; after accepting it the switch goes through', async () => {
    const { cookie, id } = await inPersonSession()
    const refused = await switchTo(cookie, id, true)
    expect(refused.statusCode, refused.body).toBe(422)
    expect(refused.json()).toMatchObject({ code: 'TELEHEALTH_CONSENT_REQUIRED', consent_version: app.deps.config.telehealthConsentVersion })
    expect(await sessionRow(app, id)).toMatchObject({ isOnline: false })

    await acceptTelehealthConsent(app, cookie, professionalId)
    const switched = await switchTo(cookie, id, true)
    expect(switched.statusCode, switched.body).toBe(200)
    expect(await sessionRow(app, id)).toMatchObject({ isOnline: true })
    // Back in person needs no consent.
    expect((await switchTo(cookie, id, false)).statusCode).toBe(200)
  })

  it('an admin switching for the patient is not asked, as an admin booking is not', async () => {
    const { id } = await inPersonSession()
    const switched = await switchTo(admin, id, true)
    expect(switched.statusCode, switched.body).toBe(200)
    expect(await sessionRow(app, id)).toMatchObject({ isOnline: true })
  })
})
