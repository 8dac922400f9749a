import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { bookedSessionId, createBookableProfessional, wednesdayAt } from './helpers/booking'
import { balanceCentsOf, decideOnLocalPage, giveBalance, ledgerOf, sessionRow, startLocalCheckout } from './helpers/payments'

// An admin's 'Reembolsado' says the money went back to the patient outside the platform. A cancellation
// afterwards (the patient's, at least 24 h ahead) returns nothing more, whatever paid the session: the
// balance its checkout spent is not released again (it used to come back as CHECKOUT_RELEASE on a
// session paid from balance, while the same steps on a provider-paid one credited nothing).
// Clock: Monday 2026-11-23 12:00 UTC; the consultations are on Wednesday, more than 24 h ahead.

const PRICE = 15500

describe("'Reembolsado' then a cancellation: one outcome whatever paid the session", () => {
  let app: TestApp
  let professionalId = ''
  let admin = ''
  let hour = 8

  beforeAll(async () => {
    app = await createTestApp()
    professionalId = (await createBookableProfessional(app)).id
    await createAdmin(app.database.db, { email: 'admin.reembolso@exemplo.com' })
    admin = await logInAs(app, 'admin', 'admin.reembolso@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  /** A fresh patient with `balanceCents`, a booked session paid from that balance and the provider for the rest. */
  async function paidSession(balanceCents: number) {
    const patient = await createPatient(app.database.db, { isComplete: true })
    if (balanceCents > 0) await giveBalance(app, patient.id, balanceCents)
    const cookie = await logInAs(app, 'patient', patient.email)
    hour += 1
    const id = await bookedSessionId(app, cookie, { professional_id: professionalId, selected_date: wednesdayAt(hour) })
    // A balance that covers the whole price pays the booking at once; otherwise the checkout takes the rest.
    if (balanceCents < PRICE) {
      const paymentId = await startLocalCheckout(app, cookie, id)
      expect((await decideOnLocalPage(app, paymentId, true)).statusCode).toBe(200)
    }
    expect(await sessionRow(app, id)).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
    return { patient, cookie, id }
  }

  it.each([
    ['entirely from balance', PRICE],
    ['by the provider', 0],
    ['part balance, part provider', 5000],
  ])('paid %s: after Reembolsado the cancellation credits nothing', async (_, balanceCents) => {
    const { patient, cookie, id } = await paidSession(balanceCents)
    const balanceBefore = await balanceCentsOf(app, patient.id)
    expect(balanceBefore).toBe(Math.max(0, balanceCents - PRICE))

    const refunded = await app.inject({ method: 'PATCH', url: `/api/session/${id}/payment`, headers: { cookie: admin }, payload: { payment: 'REFUNDED' } })
    expect(refunded.statusCode, refunded.body).toBe(200)
    const cancelled = await app.inject({ method: 'PATCH', url: `/api/session/${id}/status`, headers: { cookie }, payload: { status: 'CANCELLED' } })
    expect(cancelled.statusCode, cancelled.body).toBe(200)

    expect(await sessionRow(app, id)).toMatchObject({ status: 'CANCELLED', payment: 'REFUNDED' })
    expect(await balanceCentsOf(app, patient.id)).toBe(balanceBefore)
    const reasons = (await ledgerOf(app, patient.id)).map((entry) => entry.reason)
    expect(reasons.filter((reason) => reason !== 'ADMIN_ADJUSTMENT' && reason !== 'CHECKOUT_DEBIT')).toEqual([])
  })

  it('an unpaid session cancelled still gets back the balance its checkout reserved', async () => {
    const patient = await createPatient(app.database.db, { isComplete: true })
    await giveBalance(app, patient.id, 5000)
    const cookie = await logInAs(app, 'patient', patient.email)
    hour += 1
    const id = await bookedSessionId(app, cookie, { professional_id: professionalId, selected_date: wednesdayAt(hour) })
    await startLocalCheckout(app, cookie, id)
    expect(await balanceCentsOf(app, patient.id)).toBe(0)
    const cancelled = await app.inject({ method: 'PATCH', url: `/api/session/${id}/status`, headers: { cookie }, payload: { status: 'CANCELLED' } })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await balanceCentsOf(app, patient.id)).toBe(5000)
  })
})
