import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import { sessions } from '../src/db/schema/sessions'
import { createAdmin, createAvailability, createPatient, createProfessional, createService, createSession, createTelehealthConsent } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// A consultation that has not happened cannot be recorded as started or finished, even by an admin,
// and only one that really finished (ended at or after its start) earns a free return.

const NOW = '2026-11-23T12:00:00.000Z'

describe('finishing a consultation and the return it unlocks', () => {
  let app: TestApp
  let adminCookie: string
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.database.db
    await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'DEFAULT', valueCents: 30000 })
    await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'RETURN', valueCents: 0 })
    await createAdmin(db, { email: 'admin.final@exemplo.com' })
    adminCookie = await logInAs(app, 'admin', 'admin.final@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  /** Each test's own psychiatrist (returns allowed, Mondays 08:00–12:00), patient and confirmed session. */
  async function confirmedSessionAt(selectedDate: string) {
    serial += 1
    app.clock.set(NOW)
    const db = app.database.db
    const professional = await createProfessional(db, { email: `psiq.final${serial}@exemplo.com`, professionalType: 'PSYCHIATRIST', allowReturns: true })
    await createAvailability(db, professional.id)
    const patient = await createPatient(db, { email: `paciente.final${serial}@exemplo.com` })
    // Consent to online care is not what these tests are about (decision 034).
    await createTelehealthConsent(db, { userId: patient.id, professionalId: professional.id })
    const service = await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'DEFAULT' })
    const session = await createSession(db, {
      userId: patient.id,
      professionalId: professional.id,
      serviceId: service.id,
      selectedDate: new Date(selectedDate),
      status: 'CONFIRMED',
      payment: 'DONE',
    })
    return { professional, patient, session, patientCookie: await logInAs(app, 'patient', patient.email) }
  }
  const setStatus = (id: string, status: string) =>
    app.inject({ method: 'PATCH', url: `/api/session/${id}/status`, headers: { cookie: adminCookie }, payload: { status } })
  const rowOf = async (id: string) => (await app.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]

  it.each(['FINISHED', 'STARTED'])('refuses an admin setting %s before the start window, changing nothing', async (status) => {
    const { session } = await confirmedSessionAt('2026-11-30T11:00:00.000Z')
    const response = await setStatus(session.id, status)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ message: t.statusBeforeStartWindow, code: expect.any(String) })
    expect(await rowOf(session.id)).toMatchObject({ status: 'CONFIRMED', startedAt: null, finishedAt: null })
  })

  it('lets an admin set STARTED and FINISHED from 10 minutes before the start', async () => {
    const { session } = await confirmedSessionAt('2026-11-30T11:00:00.000Z')
    app.clock.set('2026-11-30T10:49:59.000Z')
    expect((await setStatus(session.id, 'STARTED')).statusCode).toBe(422)
    app.clock.set('2026-11-30T10:50:00.000Z')
    expect((await setStatus(session.id, 'STARTED')).json().status).toBe('STARTED')
    app.clock.set('2026-11-30T11:50:00.000Z')
    expect((await setStatus(session.id, 'FINISHED')).json().status).toBe('FINISHED')
  })

  it('still lets an admin set the other statuses of a future session', async () => {
    const { session } = await confirmedSessionAt('2026-11-30T11:00:00.000Z')
    expect((await setStatus(session.id, 'CREATED')).statusCode).toBe(200)
    expect((await setStatus(session.id, 'CANCELLED')).statusCode).toBe(200)
  })

  it('books a return only from a session that ended at or after its start', async () => {
    const { professional, patient, patientCookie } = await confirmedSessionAt('2026-11-30T11:00:00.000Z')
    const db = app.database.db
    const service = await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'DEFAULT' })
    // Marked finished before it started (as the admin's status setting used to allow).
    const notHappened = await createSession(db, {
      userId: patient.id,
      professionalId: professional.id,
      serviceId: service.id,
      selectedDate: new Date('2026-11-16T11:00:00.000Z'),
      status: 'FINISHED',
      payment: 'DONE',
      startedAt: null,
      finishedAt: new Date('2026-11-10T12:00:00.000Z'),
    })
    const happened = await createSession(db, {
      userId: patient.id,
      professionalId: professional.id,
      serviceId: service.id,
      selectedDate: new Date('2026-11-16T12:00:00.000Z'),
      status: 'FINISHED',
      payment: 'DONE',
      startedAt: new Date('2026-11-16T12:00:00.000Z'),
      finishedAt: new Date('2026-11-16T12:50:00.000Z'),
    })
    const bookReturn = (parent: string, selected_date: string) =>
      app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { cookie: patientCookie },
        payload: { professional_id: professional.id, selected_date, is_online: true, type: 'RETURN', parent_session: parent },
      })

    const refused = await bookReturn(notHappened.id, '2026-12-07T11:00:00.000Z')
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ message: t.returnNotAllowed, code: expect.any(String) })
    expect((await bookReturn(happened.id, '2026-12-07T12:00:00.000Z')).statusCode).toBe(201)
  })
})
