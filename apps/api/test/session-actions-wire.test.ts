import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionDto, SessionListDto } from '@acolhe/shared/api/session'
import type { SessionStatus } from '@acolhe/shared/enums'
import { createAdmin, createAvailability, createPatient, createProfessional, createService, createSession, createTelehealthConsent } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// The session the API answers says what its viewer may do (the session policy's `actions`), the error
// answers carry a code, and each tab's count is exactly its list (docs/decisions/023-session-policy-and-error-codes.md).

const NOW = '2026-12-02T12:10:00.000Z' // Wednesday 09:10 in Brasília

describe('sessions on the wire', () => {
  let app: TestApp
  let adminCookie: string
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.database.db
    await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'DEFAULT', valueCents: 30000 })
    await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'RETURN', valueCents: 0 })
    await createAdmin(db, { email: 'admin.wire@exemplo.com' })
    adminCookie = await logInAs(app, 'admin', 'admin.wire@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  /** A psychiatrist who allows returns (weekly hours), a patient with a phone, both logged in. */
  async function people() {
    serial += 1
    app.clock.set(NOW)
    const db = app.database.db
    const professional = await createProfessional(db, { email: `psiq.wire${serial}@exemplo.com`, professionalType: 'PSYCHIATRIST', allowReturns: true })
    await createAvailability(db, professional.id)
    const patient = await createPatient(db, { email: `paciente.wire${serial}@exemplo.com`, phoneNumber: '(11) 98888-7777' })
    // Consent to online care is not what these tests are about (decision 034).
    await createTelehealthConsent(db, { userId: patient.id, professionalId: professional.id })
    const service = await createService(db, { professionalType: 'PSYCHIATRIST', sessionType: 'DEFAULT' })
    return {
      professional,
      patient,
      service,
      patientCookie: await logInAs(app, 'patient', patient.email),
      professionalCookie: await logInAs(app, 'professional', professional.email),
    }
  }
  const get = (cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } })

  it("stops offering 'Marcar retorno' and 'Criar retorno' once the return is booked, and refuses a second one with its code", async () => {
    const { professional, patient, service, patientCookie } = await people()
    const finished = await createSession(app.database.db, {
      userId: patient.id,
      professionalId: professional.id,
      serviceId: service.id,
      selectedDate: new Date('2026-11-30T12:00:00.000Z'),
      status: 'FINISHED',
      payment: 'DONE',
    })
    const seen = async (cookie: string) => (await get(cookie, `/api/session/${finished.id}`)).json<SessionDto>()
    expect((await seen(patientCookie)).actions.book_return).toBe(true)
    expect((await seen(adminCookie)).actions.book_return).toBe(true)

    const book = () =>
      app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { cookie: patientCookie },
        payload: { professional_id: professional.id, selected_date: '2026-12-07T12:00:00.000Z', is_online: true, type: 'RETURN', parent_session: finished.id },
      })
    expect((await book()).statusCode).toBe(201)

    expect(await seen(patientCookie)).toMatchObject({ has_return: true, actions: { book_return: false } })
    expect((await seen(adminCookie)).actions.book_return).toBe(false)
    const again = await book()
    expect(again.statusCode).toBe(422)
    expect(again.json()).toMatchObject({ code: 'RETURN_NOT_ALLOWED' })
  })

  it("gives each viewer its own buttons, the patient's contacts to staff only, and what a payment would charge", async () => {
    const { professional, patientCookie, professionalCookie } = await people()
    const booked = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { cookie: patientCookie },
      payload: { professional_id: professional.id, selected_date: '2026-12-07T13:00:00.000Z', is_online: true },
    })
    const id = booked.json<SessionDto>().id
    const asPatient = (await get(patientCookie, `/api/session/${id}`)).json<SessionDto>()
    // Unpaid: paid or cancelled (free), never edited: it is changed by booking again ('Editar' is for confirmed sessions).
    expect(asPatient.actions).toMatchObject({ pay: true, edit: false, reschedule: false, change_modality: false, cancel: true, start: false, mark_paid: false, join: 'hidden' })
    expect(asPatient.payment_due).toEqual({ balance_used_cents: 0, amount_due_cents: 30500 })
    expect(asPatient.user).toMatchObject({ email: null, phone_number: null })

    const asProfessional = (await get(professionalCookie, `/api/session/${id}`)).json<SessionDto>()
    expect(asProfessional.actions).toMatchObject({ pay: false, edit: false, cancel: true })
    expect(asProfessional.payment_due).toBeNull()
    expect(asProfessional.user).toMatchObject({ email: expect.stringContaining('paciente.wire'), phone_number: '(11) 98888-7777' })

    // The checkout window closes: no payment, no 'Editar' (the hour is being released), and the server agrees.
    app.clock.set('2026-12-02T12:41:00.000Z')
    expect((await get(patientCookie, `/api/session/${id}`)).json<SessionDto>().actions).toMatchObject({ pay: false, edit: false, cancel: false })
    const late = await app.inject({ method: 'PATCH', url: `/api/session/${id}/status`, headers: { cookie: patientCookie }, payload: { status: 'CANCELLED' } })
    expect(late.statusCode).toBe(422)
    expect(late.json()).toMatchObject({ code: 'CANCEL_NOT_ALLOWED' })
    const checkout = await get(patientCookie, `/api/session/${id}/checkout-url`)
    expect(checkout.statusCode).toBe(422)
    expect(checkout.json()).toMatchObject({ code: 'CHECKOUT_EXPIRED' })
  })

  it('answers a taken hour with HOUR_TAKEN and one never offered with HOUR_NOT_OFFERED', async () => {
    const { professional, patientCookie } = await people()
    const other = await people()
    const book = (cookie: string, selected_date: string) =>
      app.inject({ method: 'POST', url: '/api/session', headers: { cookie }, payload: { professional_id: professional.id, selected_date, is_online: true } })
    expect((await book(patientCookie, '2026-12-07T14:00:00.000Z')).statusCode).toBe(201)
    expect((await book(other.patientCookie, '2026-12-07T14:00:00.000Z')).json()).toMatchObject({ code: 'HOUR_TAKEN' })
    expect((await book(other.patientCookie, '2026-12-07T14:30:00.000Z')).json()).toMatchObject({ code: 'HOUR_NOT_OFFERED' })
  })

  it('counts in each tab exactly what the tab lists, for a patient and a professional with sessions in every status', async () => {
    const { professional, patient, service, patientCookie, professionalCookie } = await people()
    const db = app.database.db
    const statuses: SessionStatus[] = ['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED', 'STARTED', 'FINISHED', 'CANCELLED']
    // Every status today, tomorrow, in 10 days, in 40 days and last week: the tabs must agree on all.
    const days = [0, 1, 10, 40, -7]
    let hour = 0
    for (const day of days) {
      for (const status of statuses) {
        hour += 1
        const selectedDate = new Date(Date.parse('2026-12-02T03:00:00.000Z') + day * 86_400_000 + hour * 60 * 60_000 / 2)
        await createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate, status })
      }
    }
    for (const cookie of [patientCookie, professionalCookie]) {
      for (const [tab, key] of [['today', 'TODAY'], ['upcoming', 'CREATED'], ['all', 'ALL']] as const) {
        const page = (await get(cookie, `/api/session/me?isMe=true&statistic=true&limit=100&tab=${tab}`)).json<SessionListDto>()
        expect(page.statistic?.[key], `${tab}`).toBe(page.total)
        expect(page.data.length, `${tab}`).toBe(page.total)
      }
      const upcoming = (await get(cookie, '/api/session/me?statistic=true&limit=100&tab=upcoming')).json<SessionListDto>()
      // Tomorrow and in 10 days, awaiting confirmation, awaiting payment or confirmed.
      expect(upcoming.total).toBe(6)
      expect(new Set(upcoming.data.map((s) => s.status))).toEqual(new Set(['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED']))
    }
  })
})
