import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { noShowTexts } from '@acolhe/shared/texts/no-shows'
import { sessionNoShows } from '../src/db/schema/no-shows'
import { auditLog } from '../src/db/schema/operations'
import { createAdmin, createAvailability, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { bookedSessionId, createBookableProfessional, setStatus, wednesdayAt } from './helpers/booking'
import { balanceCentsOf, createPayingPatient, decideOnLocalPage, emailsTo, ledgerOf, sessionRow, startLocalCheckout } from './helpers/payments'

// Recording who did not come to a consultation (docs/decisions/038-no-shows.md): who may, from when, and
// what happens to the money, the emails, the earnings and the dashboard.

const NOW = '2026-11-23T12:00:00.000Z'
const MINUTE = 60_000
/** A moment after the start window of a session starting at `start` (50 minutes after it) closed. */
const afterWindow = (start: string) => new Date(new Date(start).getTime() + 51 * MINUTE).toISOString()

describe('no-shows', () => {
  let app: TestApp
  let adminCookie: string
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    // The psychologist service (R$ 150 + R$ 5) every professional of this file is priced from.
    await createBookableProfessional(app)
    const admin = await createAdmin(app.database.db, { email: 'admin.faltas@exemplo.com' })
    adminCookie = await logInAs(app, 'admin', admin.email)
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
  })

  /** Each test's own online psychologist and patient, and a session at `hour` on Wednesday paid through the local checkout. */
  async function paidSession(hour = 8) {
    serial += 1
    const db = app.database.db
    const professional = await createProfessional(db, { email: `psi.faltas${serial}@exemplo.com`, serviceModality: 'FULL_REMOTE', professionalType: 'PSYCHOLOGIST' })
    await createAvailability(db, professional.id, [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, startTime: '0700', endTime: '2200' })))
    const { patient, cookie: patientCookie } = await createPayingPatient(app, { email: `paciente.faltas${serial}@exemplo.com` })
    const start = wednesdayAt(hour)
    const id = await bookedSessionId(app, patientCookie, { professional_id: professional.id, selected_date: start })
    expect((await decideOnLocalPage(app, await startLocalCheckout(app, patientCookie, id), true)).statusCode).toBe(200)
    const professionalCookie = await logInAs(app, 'professional', professional.email)
    return { id, start, patient, patientCookie, professional, professionalCookie }
  }
  const mark = (cookie: string, id: string, absent: 'PATIENT' | 'PROFESSIONAL') =>
    app.inject({ method: 'PATCH', url: `/api/session/${id}/no-show`, headers: { cookie }, payload: { absent } })
  const sessionAs = async (cookie: string, id: string) => (await app.inject({ method: 'GET', url: `/api/session/${id}`, headers: { cookie } })).json()
  const noShowRefunds = async (patientId: string) => (await ledgerOf(app, patientId)).filter((e) => e.reason === 'PROFESSIONAL_NO_SHOW_REFUND')

  it('is refused with a code until the start window has closed, changing nothing', async () => {
    const s = await paidSession()
    app.clock.set(new Date(new Date(s.start).getTime() + 50 * MINUTE).toISOString())
    const early = await mark(s.professionalCookie, s.id, 'PATIENT')
    expect(early.statusCode).toBe(422)
    expect(early.json()).toEqual({ message: noShowTexts.notYet, code: 'NO_SHOW_NOT_ALLOWED' })
    expect((await sessionAs(s.professionalCookie, s.id)).actions).toMatchObject({ mark_patient_no_show: false })
    expect((await sessionRow(app, s.id)).status).toBe('CONFIRMED')

    app.clock.set(afterWindow(s.start))
    expect((await sessionAs(s.professionalCookie, s.id)).actions).toMatchObject({ mark_patient_no_show: true, mark_professional_no_show: false })
    expect((await mark(s.professionalCookie, s.id, 'PATIENT')).statusCode).toBe(200)
  })

  it("lets the professional record only the patient's absence, never the patient, never another professional", async () => {
    const s = await paidSession()
    const other = await paidSession(9)
    app.clock.set(afterWindow(s.start))
    const own = await mark(s.professionalCookie, s.id, 'PROFESSIONAL')
    expect(own.statusCode).toBe(403)
    expect(own.json()).toEqual({ message: noShowTexts.professionalMarksPatientOnly, code: 'FORBIDDEN' })
    expect((await mark(s.patientCookie, s.id, 'PROFESSIONAL')).statusCode).toBe(403)
    expect((await mark(other.professionalCookie, s.id, 'PATIENT')).statusCode).toBe(403)
    expect((await sessionRow(app, s.id)).status).toBe('CONFIRMED')
  })

  it("a patient's absence keeps the charge and counts in the professional's earnings", async () => {
    const s = await paidSession()
    app.clock.set(afterWindow(s.start))
    const answer = await mark(s.professionalCookie, s.id, 'PATIENT')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ status: 'PATIENT_NO_SHOW', no_show: { absent: 'PATIENT', refunded_cents: 0 } })
    expect(await balanceCentsOf(app, s.patient.id)).toBe(0)
    const earnings = await app.inject({ method: 'GET', url: '/api/professional-private/me/earnings', headers: { cookie: s.professionalCookie } })
    expect(earnings.json().months[0]).toMatchObject({ month: '2026-11', paid_consultations: 1, gross_cents: 15500, service_value_cents: 15000 })
    // The patient's card says what was recorded; a second recording is refused.
    expect(await sessionAs(s.patientCookie, s.id)).toMatchObject({ status: 'PATIENT_NO_SHOW', no_show: { absent: 'PATIENT' }, actions: { edit: false, cancel: false } })
    expect((await mark(s.professionalCookie, s.id, 'PATIENT')).json()).toEqual({ message: noShowTexts.wrongStatus, code: 'NO_SHOW_NOT_ALLOWED' })
  })

  it("a professional's absence, recorded by an admin, returns the full price as balance once and leaves the earnings", async () => {
    const s = await paidSession()
    app.clock.set(afterWindow(s.start))
    expect((await sessionAs(adminCookie, s.id)).actions).toMatchObject({ mark_professional_no_show: true, no_show_refund_cents: 15500 })
    const answer = await mark(adminCookie, s.id, 'PROFESSIONAL')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ status: 'PROFESSIONAL_NO_SHOW', no_show: { absent: 'PROFESSIONAL', refunded_cents: 15500 } })
    expect(await balanceCentsOf(app, s.patient.id)).toBe(15500)
    expect(await sessionAs(s.patientCookie, s.id)).toMatchObject({ no_show: { absent: 'PROFESSIONAL', refunded_cents: 15500 } })

    // Revived by an admin and recorded again (or cancelled): the money went back once.
    expect((await setStatus(app, adminCookie, s.id, 'CONFIRMED')).statusCode).toBe(200)
    expect((await mark(adminCookie, s.id, 'PROFESSIONAL')).json()).toMatchObject({ no_show: { refunded_cents: 15500 } })
    expect((await setStatus(app, adminCookie, s.id, 'CANCELLED')).statusCode).toBe(200)
    expect(await balanceCentsOf(app, s.patient.id)).toBe(15500)
    expect((await noShowRefunds(s.patient.id)).map((e) => e.amountCents)).toEqual([15500])

    const earnings = await app.inject({ method: 'GET', url: '/api/professional-private/me/earnings', headers: { cookie: s.professionalCookie } })
    expect(earnings.json().months[0]).toMatchObject({ paid_consultations: 0, gross_cents: 0 })
    // Admin recordings are in the session's history.
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, s.id))
    expect(audit.map((a) => a.action)).toContain('session.status.update')
  })

  it("an admin's status setting to an absence is the same recording, with the same rule", async () => {
    const s = await paidSession()
    expect((await setStatus(app, adminCookie, s.id, 'PROFESSIONAL_NO_SHOW')).json()).toEqual({ message: noShowTexts.notYet, code: 'NO_SHOW_NOT_ALLOWED' })
    app.clock.set(afterWindow(s.start))
    expect((await setStatus(app, adminCookie, s.id, 'PROFESSIONAL_NO_SHOW')).json()).toMatchObject({ status: 'PROFESSIONAL_NO_SHOW', no_show: { refunded_cents: 15500 } })
    expect(await balanceCentsOf(app, s.patient.id)).toBe(15500)
    const [row] = await app.database.db.select().from(sessionNoShows).where(eq(sessionNoShows.sessionId, s.id))
    expect(row).toMatchObject({ absent: 'PROFESSIONAL', markedByKind: 'admin', refundedCents: 15500 })
  })

  it('tells both sides by email, with the money for the patient', async () => {
    const patientAbsent = await paidSession()
    const professionalAbsent = await paidSession(9)
    app.clock.set(afterWindow(professionalAbsent.start))
    await mark(patientAbsent.professionalCookie, patientAbsent.id, 'PATIENT')
    await mark(adminCookie, professionalAbsent.id, 'PROFESSIONAL')

    const subjectsTo = async (email: string) => (await emailsTo(app, email)).filter((m) => /Ausência|não compareceu/.test(m.subject))
    const [toPatient] = await subjectsTo(patientAbsent.patient.email)
    expect(toPatient?.subject).toBe(noShowTexts.patientAbsentSubject('25/11/2026', '08:00'))
    expect(toPatient?.text).toContain('o valor pago não é devolvido')
    expect(await subjectsTo(patientAbsent.professional.email)).toHaveLength(1)

    const [refunded] = await subjectsTo(professionalAbsent.patient.email)
    expect(refunded?.subject).toBe(noShowTexts.professionalAbsentSubject('25/11/2026', '09:00'))
    // formatBRL puts a no-break space after 'R$'.
    expect(refunded?.text.replace(/\u00a0/g, ' ')).toContain(noShowTexts.refundToBalance('R$ 155,00'))
    const [toProfessional] = await subjectsTo(professionalAbsent.professional.email)
    expect(toProfessional?.text).toContain('não entra nos seus ganhos')
  })

  it('counts absences on the admin dashboard', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/dashboard/indicators', headers: { cookie: adminCookie } })).json().sessions
    const a = await paidSession()
    const b = await paidSession(9)
    app.clock.set(afterWindow(b.start))
    await mark(a.professionalCookie, a.id, 'PATIENT')
    await mark(adminCookie, b.id, 'PROFESSIONAL')
    const after = (await app.inject({ method: 'GET', url: '/api/dashboard/indicators', headers: { cookie: adminCookie } })).json().sessions
    expect(after.patient_no_shows - before.patient_no_shows).toBe(1)
    expect(after.professional_no_shows - before.professional_no_shows).toBe(1)
  })

  it('answers 404 for an unknown session and refuses a body without who was absent', async () => {
    const s = await paidSession()
    expect((await mark(adminCookie, '00000000-0000-4000-8000-000000000000', 'PATIENT')).statusCode).toBe(404)
    const invalid = await app.inject({ method: 'PATCH', url: `/api/session/${s.id}/no-show`, headers: { cookie: adminCookie }, payload: { absent: 'NOBODY' } })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toMatchObject({ message: noShowTexts.invalidAbsent, code: 'VALIDATION' })
  })
})
