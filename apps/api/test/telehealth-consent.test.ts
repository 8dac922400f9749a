import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TELEHEALTH_CONSENT_VERSION } from '@acolhe/shared/texts/telehealth-consent'
import { createAdmin, createAvailability, createClinic, createPatient, createProfessional, createService } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { wednesdayAt } from './helpers/booking'

// Consent to online care before the first online session with each professional (decision 034).
// Clock: Monday 2026-11-23 12:00 UTC; the professionals work every day 07:00–22:00 in Brasília.
const NOW = '2026-11-23T12:00:00.000Z'
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, startTime: '0700', endTime: '2200' }))

describe('telehealth consent', () => {
  let app: TestApp
  let clinicId: string
  let adminCookie: string
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.database.db
    await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    clinicId = (await createClinic(db)).id
    await createAdmin(db, { email: 'admin.consentimento@exemplo.com' })
    adminCookie = await logInAs(app, 'admin', 'admin.consentimento@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
    app.deps.config.telehealthConsentVersion = TELEHEALTH_CONSENT_VERSION
  })

  /** Each test's own patient and hybrid professional (online and at a clinic), so any one runs alone. */
  async function practice() {
    serial += 1
    const db = app.database.db
    const professional = await createProfessional(db, { email: `psi.consent${serial}@exemplo.com`, serviceModality: 'HYBRID', clinicId })
    await createAvailability(db, professional.id, EVERY_DAY)
    const patient = await createPatient(db, { email: `paciente.consent${serial}@exemplo.com` })
    return {
      professional,
      patient,
      patientCookie: await logInAs(app, 'patient', patient.email),
      professionalCookie: await logInAs(app, 'professional', professional.email),
    }
  }
  const book = (cookie: string, professionalId: string, selectedDate: string, extra: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/session', headers: { cookie }, payload: { professional_id: professionalId, selected_date: selectedDate, is_online: true, type: 'DEFAULT', ...extra } })
  const accept = (cookie: string, professionalId: string, version: string = app.deps.config.telehealthConsentVersion) =>
    app.inject({ method: 'POST', url: '/api/telehealth-consents', headers: { cookie }, payload: { professional_id: professionalId, version } })
  const statusOf = (cookie: string, professionalId: string) => app.inject({ url: `/api/telehealth-consents/${professionalId}`, headers: { cookie } })

  it('refuses an online booking without consent with its code, a Portuguese message and the version to accept', async () => {
    const { professional, patientCookie } = await practice()
    const refused = await book(patientCookie, professional.id, wednesdayAt(9))
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({
      code: 'TELEHEALTH_CONSENT_REQUIRED',
      message: 'Antes da primeira consulta online com este profissional, é preciso aceitar o termo de consentimento para atendimento online.',
      consent_version: TELEHEALTH_CONSENT_VERSION,
    })
    // Nothing was booked: the hour is still open.
    const open = await app.inject({ url: `/api/public/available-dates/${professional.id}?include_availability=true` })
    const hours = (open.json().professionalAvailability.availability as { hours: { start_time: string }[] }[]).flatMap((d) => d.hours.map((h) => h.start_time))
    expect(hours).toContain(wednesdayAt(9))
  })

  it('books once the patient accepted, storing the server instant, and tells the status', async () => {
    const { professional, patientCookie } = await practice()
    expect((await statusOf(patientCookie, professional.id)).json()).toEqual({ professional_id: professional.id, version: TELEHEALTH_CONSENT_VERSION, accepted_at: null, current: false })
    app.clock.set('2026-11-23T12:34:56.000Z')
    const accepted = await accept(patientCookie, professional.id)
    expect(accepted.statusCode).toBe(201)
    expect(accepted.json()).toEqual({ professional_id: professional.id, version: TELEHEALTH_CONSENT_VERSION, accepted_at: '2026-11-23T12:34:56.000Z', current: true })
    // Accepting again keeps the first instant.
    app.clock.set('2026-11-24T08:00:00.000Z')
    expect((await accept(patientCookie, professional.id)).json().accepted_at).toBe('2026-11-23T12:34:56.000Z')
    expect((await book(patientCookie, professional.id, wednesdayAt(9))).statusCode).toBe(201)
    expect((await book(patientCookie, professional.id, wednesdayAt(10))).statusCode).toBe(201)
  })

  it('asks again for a second professional', async () => {
    const first = await practice()
    const second = await createProfessional(app.database.db, { email: `psi.segunda${serial}@exemplo.com`, serviceModality: 'FULL_REMOTE' })
    await createAvailability(app.database.db, second.id, EVERY_DAY)
    expect((await accept(first.patientCookie, first.professional.id)).statusCode).toBe(201)
    expect((await book(first.patientCookie, first.professional.id, wednesdayAt(9))).statusCode).toBe(201)
    const refused = await book(first.patientCookie, second.id, wednesdayAt(11))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('TELEHEALTH_CONSENT_REQUIRED')
    expect((await statusOf(first.patientCookie, second.id)).json().current).toBe(false)
    expect((await accept(first.patientCookie, second.id)).statusCode).toBe(201)
    expect((await book(first.patientCookie, second.id, wednesdayAt(11))).statusCode).toBe(201)
  })

  it('asks again when the version changes, and refuses accepting any version but the one in force', async () => {
    const { professional, patientCookie } = await practice()
    expect((await accept(patientCookie, professional.id)).statusCode).toBe(201)
    expect((await book(patientCookie, professional.id, wednesdayAt(9))).statusCode).toBe(201)

    app.deps.config.telehealthConsentVersion = '2027-03'
    const refused = await book(patientCookie, professional.id, wednesdayAt(10))
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ code: 'TELEHEALTH_CONSENT_REQUIRED', consent_version: '2027-03' })
    expect((await statusOf(patientCookie, professional.id)).json()).toMatchObject({ version: '2027-03', accepted_at: null, current: false })

    // A screen still showing the old text is told which version is in force now.
    const stale = await accept(patientCookie, professional.id, TELEHEALTH_CONSENT_VERSION)
    expect(stale.statusCode).toBe(422)
    expect(stale.json()).toMatchObject({ code: 'TELEHEALTH_CONSENT_REQUIRED', consent_version: '2027-03', message: 'O termo de consentimento mudou. Leia e aceite a versão atual.' })
    expect((await accept(patientCookie, professional.id, '2027-03')).statusCode).toBe(201)
    expect((await book(patientCookie, professional.id, wednesdayAt(10))).statusCode).toBe(201)
  })

  it('needs no consent for an in-person booking', async () => {
    const { professional, patientCookie } = await practice()
    const inPerson = await book(patientCookie, professional.id, wednesdayAt(9), { is_online: false })
    expect(inPerson.statusCode).toBe(201)
    expect(inPerson.json().is_online).toBe(false)
  })

  it('lets an admin book online on the patient\'s behalf without asking, and shows the professional whether consent was given', async () => {
    const { professional, patient, patientCookie, professionalCookie } = await practice()
    const byAdmin = await book(adminCookie, professional.id, wednesdayAt(9), { user_id: patient.id })
    expect(byAdmin.statusCode).toBe(201)
    const seen = async (sessionId: string, cookie: string) => (await app.inject({ url: `/api/session/${sessionId}`, headers: { cookie } })).json().telehealth_consent
    expect(await seen(byAdmin.json().id, professionalCookie)).toEqual({ version: null, accepted_at: null })

    app.clock.set('2026-11-23T14:00:00.000Z')
    await accept(patientCookie, professional.id)
    const own = await book(patientCookie, professional.id, wednesdayAt(10))
    const expected = { version: TELEHEALTH_CONSENT_VERSION, accepted_at: '2026-11-23T14:00:00.000Z' }
    expect(await seen(own.json().id, professionalCookie)).toEqual(expected)
    expect(await seen(own.json().id, adminCookie)).toEqual(expected)
    // The professional's list carries it too; the patient's own view does not need it.
    const list = await app.inject({ url: '/api/session/me?limit=50', headers: { cookie: professionalCookie } })
    expect((list.json().data as { id: string; telehealth_consent: unknown }[]).find((s) => s.id === own.json().id)?.telehealth_consent).toEqual(expected)
    expect(await seen(own.json().id, patientCookie)).toBeNull()
    // An in-person session carries none (booked by the admin: the patient's unpaid holds are full).
    const inPerson = await book(adminCookie, professional.id, wednesdayAt(11), { is_online: false, user_id: patient.id })
    expect(inPerson.statusCode).toBe(201)
    expect(await seen(inPerson.json().id, professionalCookie)).toBeNull()
  })

  it('is the logged-in patient\'s own: others are refused, an unknown professional is 404, bad input 400', async () => {
    const { professional, professionalCookie, patientCookie } = await practice()
    expect((await accept(professionalCookie, professional.id)).statusCode).toBe(403)
    expect((await accept(adminCookie, professional.id)).statusCode).toBe(403)
    expect((await app.inject({ method: 'POST', url: '/api/telehealth-consents', payload: { professional_id: professional.id, version: TELEHEALTH_CONSENT_VERSION } })).statusCode).toBe(401)
    expect((await statusOf(professionalCookie, professional.id)).statusCode).toBe(403)
    const unknown = await accept(patientCookie, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Profissional não encontrado.')
    const bad = await app.inject({ method: 'POST', url: '/api/telehealth-consents', headers: { cookie: patientCookie }, payload: { professional_id: 'x', version: '' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('VALIDATION')
  })
})
