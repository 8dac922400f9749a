import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { UNPAID_SESSIONS_PER_PATIENT, UNPAID_SESSIONS_PER_PATIENT_WITH_PROFESSIONAL } from '@acolhe/shared/constants'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import { createAdmin } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { bookAs, bookedSessionId, createBookableProfessional, setStatus, wednesdayAt } from './helpers/booking'
import { createPayingPatient, decideOnLocalPage, startLocalCheckout } from './helpers/payments'

// One account must not hold a professional's week without paying: a patient's own unpaid bookings are
// capped in total and per professional; paying, cancelling or the checkout window closing frees a place.

const NOW = '2026-11-23T12:00:00.000Z'
const MINUTE = 60_000

describe('a patient can hold only a few hours unpaid', () => {
  let app: TestApp
  let adminCookie: string

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const admin = await createAdmin(app.database.db)
    adminCookie = await logInAs(app, 'admin', admin.email)
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
  })

  it('has limits of 3 in total and 2 with one professional', () => {
    expect([UNPAID_SESSIONS_PER_PATIENT, UNPAID_SESSIONS_PER_PATIENT_WITH_PROFESSIONAL]).toEqual([3, 2])
  })

  it('refuses a third unpaid booking with one professional and a fourth in total, in Portuguese', async () => {
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createBookableProfessional(app)))
    const { cookie } = await createPayingPatient(app)
    const book = (professional: { id: string } | undefined, hour: number) =>
      bookAs(app, cookie, { professional_id: professional?.id ?? '', selected_date: wednesdayAt(hour) })

    expect((await book(first, 8)).statusCode).toBe(201)
    expect((await book(first, 9)).statusCode).toBe(201)
    const sameProfessional = await book(first, 10)
    expect(sameProfessional.statusCode).toBe(422)
    expect(sameProfessional.json()).toEqual({ message: t.tooManyUnpaidWithProfessional, code: expect.any(String) })

    expect((await book(second, 10)).statusCode).toBe(201)
    const fourth = await book(third, 11)
    expect(fourth.statusCode).toBe(422)
    expect(fourth.json()).toEqual({ message: t.tooManyUnpaid, code: expect.any(String) })
  })

  it('frees a place when one is paid, cancelled or its checkout window closes', async () => {
    const professional = await createBookableProfessional(app)
    const { cookie } = await createPayingPatient(app)
    const book = (hour: number) => bookAs(app, cookie, { professional_id: professional.id, selected_date: wednesdayAt(hour) })
    const paid = await bookedSessionId(app, cookie, { professional_id: professional.id, selected_date: wednesdayAt(8) })
    const cancelled = await bookedSessionId(app, cookie, { professional_id: professional.id, selected_date: wednesdayAt(9) })
    expect((await book(10)).statusCode).toBe(422)

    await decideOnLocalPage(app, await startLocalCheckout(app, cookie, paid), true)
    expect((await book(10)).statusCode).toBe(201)
    expect((await setStatus(app, cookie, cancelled, 'CANCELLED')).statusCode).toBe(200)
    expect((await book(11)).statusCode).toBe(201)
    expect((await book(12)).statusCode).toBe(422)

    app.clock.advance(31 * MINUTE)
    expect((await book(12)).statusCode).toBe(201)
  })

  it('lets an admin book for a patient beyond the limits', async () => {
    const professional = await createBookableProfessional(app)
    const { patient, cookie } = await createPayingPatient(app)
    await bookedSessionId(app, cookie, { professional_id: professional.id, selected_date: wednesdayAt(8) })
    await bookedSessionId(app, cookie, { professional_id: professional.id, selected_date: wednesdayAt(9) })

    const byAdmin = await bookAs(app, adminCookie, { professional_id: professional.id, selected_date: wednesdayAt(10), user_id: patient.id })

    expect(byAdmin.statusCode).toBe(201)
    expect(byAdmin.json()).toMatchObject({ status: 'CREATED' })
  })

  it('counts simultaneous bookings one after another: 10 at once with one professional, 2 succeed', async () => {
    const professional = await createBookableProfessional(app)
    const { cookie } = await createPayingPatient(app)

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => bookAs(app, cookie, { professional_id: professional.id, selected_date: wednesdayAt(8 + i) })),
    )

    const statuses = answers.map((a) => a.statusCode).sort()
    expect(statuses).toEqual([201, 201, ...Array(8).fill(422)])
  })
})
