import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/seed/factories'
import { releaseExpiredUnpaid } from '../src/modules/series/expiry-job'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { bookedSessionId, createBookableProfessional, setStatus, wednesdayAt } from './helpers/booking'
import {
  balanceCentsOf,
  createPayingPatient,
  decideOnLocalPage,
  deliverLocal,
  giveBalance,
  ledgerOf,
  localVerdict,
  paymentRows,
  sessionRow,
  startLocalCheckout,
} from './helpers/payments'

// A checkout link stays approvable in another tab after the session stopped being payable. Whatever
// happens to the session, approving it may give the patient back exactly what that link charged, once.

const NOW = '2026-11-23T12:00:00.000Z'
const MINUTE = 60_000

describe('a payment approved after its session stopped being payable', () => {
  let app: TestApp
  let professionalId: string
  let adminCookie: string

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    professionalId = (await createBookableProfessional(app)).id
    const admin = await createAdmin(app.database.db)
    adminCookie = await logInAs(app, 'admin', admin.email)
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
  })

  /** A patient with R$ 50,00 of balance who booked `hour` and opened its checkout (R$ 50 held, R$ 105 charged). */
  async function openCheckoutWithBalance(hour: number, balanceCents = 5000) {
    const { patient, cookie } = await createPayingPatient(app)
    if (balanceCents > 0) await giveBalance(app, patient.id, balanceCents)
    const sessionId = await bookedSessionId(app, cookie, { professional_id: professionalId, selected_date: wednesdayAt(hour) })
    const paymentId = await startLocalCheckout(app, cookie, sessionId)
    return { patient, cookie, sessionId, paymentId }
  }

  it('credits exactly the amount the link charged when the session was cancelled, and only once', async () => {
    const { patient, cookie, sessionId, paymentId } = await openCheckoutWithBalance(8)
    const [payment] = await paymentRows(app, sessionId)
    expect(payment).toMatchObject({ amountCents: 10500, balanceUsedCents: 5000 })
    expect((await setStatus(app, cookie, sessionId, 'CANCELLED')).statusCode).toBe(200)
    expect(await balanceCentsOf(app, patient.id)).toBe(5000)

    expect((await decideOnLocalPage(app, paymentId, true)).statusCode).toBe(200)
    expect((await decideOnLocalPage(app, paymentId, true)).statusCode).toBe(422)
    // A provider replaying its approval under a new event id changes nothing either.
    expect((await deliverLocal(app, localVerdict(app, paymentId, true, { eventId: 'replay-cancelled' }))).statusCode).toBe(200)

    expect(await balanceCentsOf(app, patient.id)).toBe(5000 + 10500)
    const late = (await ledgerOf(app, patient.id)).filter((e) => e.reason === 'LATE_PAYMENT')
    expect(late.map((e) => e.amountCents)).toEqual([10500])
    expect(await sessionRow(app, sessionId)).toMatchObject({ status: 'CANCELLED', payment: 'WAITING' })
  })

  it('credits the full charge, and no more, when nothing was held from the balance', async () => {
    const { patient, cookie, sessionId, paymentId } = await openCheckoutWithBalance(9, 0)
    await setStatus(app, cookie, sessionId, 'CANCELLED')

    await decideOnLocalPage(app, paymentId, true)
    await decideOnLocalPage(app, paymentId, true)

    expect(await balanceCentsOf(app, patient.id)).toBe(15500)
    expect((await ledgerOf(app, patient.id)).map((e) => e.reason)).toEqual(['LATE_PAYMENT'])
  })

  it('does not confirm a session whose checkout window closed, even before the expiry sweep ran', async () => {
    const { patient, sessionId, paymentId } = await openCheckoutWithBalance(10)
    app.clock.advance(31 * MINUTE)

    expect((await decideOnLocalPage(app, paymentId, true)).statusCode).toBe(200)

    expect(await sessionRow(app, sessionId)).toMatchObject({ status: 'CREATED', payment: 'WAITING' })
    // The held R$ 50 is still held (the sweep gives it back); the R$ 105 charged is balance now.
    expect(await balanceCentsOf(app, patient.id)).toBe(10500)
    expect(await releaseExpiredUnpaid(app.deps)).toBeGreaterThanOrEqual(1)
    expect(await sessionRow(app, sessionId)).toMatchObject({ status: 'CANCELLED' })
    expect(await balanceCentsOf(app, patient.id)).toBe(5000 + 10500)
  })

  it('never confirms a revived session with a link computed against balance that was given back', async () => {
    const { patient, cookie, sessionId, paymentId } = await openCheckoutWithBalance(11)
    await setStatus(app, cookie, sessionId, 'CANCELLED')
    // An admin puts it back to awaiting payment: the R$ 50 held went back at the cancel.
    expect((await setStatus(app, adminCookie, sessionId, 'CREATED')).statusCode).toBe(200)

    await decideOnLocalPage(app, paymentId, true)

    // R$ 105 cannot pay a R$ 155 session: it stays unpaid and the R$ 105 becomes balance.
    expect(await sessionRow(app, sessionId)).toMatchObject({ status: 'CREATED', payment: 'WAITING' })
    expect(await balanceCentsOf(app, patient.id)).toBe(5000 + 10500)
  })

  it('lets an older full-price link pay the session and gives back the balance held since', async () => {
    const { patient, cookie, sessionId, paymentId: fullPrice } = await openCheckoutWithBalance(12, 0)
    await giveBalance(app, patient.id, 5000)
    const withBalance = await startLocalCheckout(app, cookie, sessionId)
    expect(withBalance).not.toBe(fullPrice)
    expect(await balanceCentsOf(app, patient.id)).toBe(0)

    await decideOnLocalPage(app, fullPrice, true)
    expect(await sessionRow(app, sessionId)).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
    expect(await balanceCentsOf(app, patient.id)).toBe(5000)

    // The newer link, paid too, is a second payment of a paid session: its own R$ 105 comes back.
    await decideOnLocalPage(app, withBalance, true)
    expect(await balanceCentsOf(app, patient.id)).toBe(5000 + 10500)
  })
})
