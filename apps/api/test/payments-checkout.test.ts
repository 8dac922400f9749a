import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BalanceDto } from '@acolhe/shared/api/payments'
import { BALANCE_ENTRY_REASON_LABELS } from '@acolhe/shared/enums'
import { apiErrorTexts } from '@acolhe/shared/texts/api-errors'
import { auditLog } from '../src/db/schema/operations'
import { createAdmin, createProfessional } from '../src/seed/factories'
import { changeStatus,  } from '../src/modules/scheduling/lifecycle/lifecycle.service'
import { releaseExpiredUnpaid } from '../src/modules/series/expiry-job'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import {
  createPayingPatient,
  createUnpaidSession,
  deliverLocal,
  giveBalance,
  localVerdict,
  paymentRows,
  requestCheckout,
  sessionRow,
  startLocalCheckout,
} from './helpers/payments'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const NOW = '2026-11-23T12:00:00.000Z'
const at = (days: number) => new Date(new Date('2026-11-25T13:00:00.000Z').getTime() + days * DAY)

describe('GET /api/session/{id}/checkout-url and the balance ledger', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
  })
  afterAll(async () => {
    await app.close()
  })

  async function balanceOf(cookie: string): Promise<BalanceDto> {
    const response = await app.inject({ method: 'GET', url: '/api/user/me/balance', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    return response.json() as BalanceDto
  }

  it('answers a local checkout page URL for the session patient', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)

    const response = await requestCheckout(app, cookie, session.id)

    expect(response.statusCode).toBe(200)
    const body = response.json() as { url: string; paid_with_balance: boolean }
    expect(body.paid_with_balance).toBe(false)
    expect(body.url).toMatch(/^http:\/\/localhost:3000\/pagamento\/local\/[0-9a-f-]{36}$/)
    // Asking again reuses the same open checkout instead of creating another.
    expect((await requestCheckout(app, cookie, session.id)).json()).toEqual(body)
    expect(await paymentRows(app, session.id)).toHaveLength(1)
  })

  it("refuses someone else's session (403), a professional (403) and anonymous callers (401)", async () => {
    const { patient } = await createPayingPatient(app)
    const { cookie: intruder } = await createPayingPatient(app)
    const { session, professional } = await createUnpaidSession(app, patient.id)
    const professionalCookie = await logInAs(app, 'professional', professional.email)

    expect((await requestCheckout(app, intruder, session.id)).statusCode).toBe(403)
    expect((await requestCheckout(app, professionalCookie, session.id)).statusCode).toBe(403)
    const anonymous = await app.inject({ method: 'GET', url: `/api/session/${session.id}/checkout-url` })
    expect(anonymous.statusCode).toBe(401)
    expect(await paymentRows(app, session.id)).toHaveLength(0)
  })

  it('lets an admin open the checkout of a patient session', async () => {
    const { patient } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const admin = await createAdmin(app.database.db)
    const cookie = await logInAs(app, 'admin', admin.email)

    const response = await requestCheckout(app, cookie, session.id)

    expect(response.statusCode).toBe(200)
    expect((response.json() as { url: string }).url).toContain('/pagamento/local/')
  })

  it('refuses a cross-site call of the checkout GET (403) and changes nothing; a same-origin call pays', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    await giveBalance(app, patient.id, 20000)
    const { session } = await createUnpaidSession(app, patient.id)

    // What a link on another site produces: a top-level navigation carrying the Lax cookie.
    const crossSite = await app.inject({
      method: 'GET',
      url: `/api/session/${session.id}/checkout-url`,
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    })
    expect(crossSite.statusCode).toBe(403)
    expect(crossSite.json()).toEqual({ message: apiErrorTexts.crossSiteRefused, code: expect.any(String) })
    expect(await paymentRows(app, session.id)).toHaveLength(0)
    expect((await balanceOf(cookie)).balance_cents).toBe(20000)
    expect(await sessionRow(app, session.id)).toMatchObject({ payment: 'WAITING' })

    const sameOrigin = await app.inject({ method: 'GET', url: `/api/session/${session.id}/checkout-url`, headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    expect(sameOrigin.json()).toEqual({ url: null, paid_with_balance: true })
  })

  it('offers the same checkout as POST /session/{id}/checkout, refused cross-site too', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    await giveBalance(app, patient.id, 20000)
    const { session } = await createUnpaidSession(app, patient.id)
    const crossSite = await app.inject({ method: 'POST', url: `/api/session/${session.id}/checkout`, headers: { cookie, 'sec-fetch-site': 'cross-site' } })
    expect(crossSite.statusCode).toBe(403)
    expect(await paymentRows(app, session.id)).toHaveLength(0)

    const response = await app.inject({ method: 'POST', url: `/api/session/${session.id}/checkout`, headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ url: null, paid_with_balance: true })
    expect(await sessionRow(app, session.id)).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
  })

  it('confirms the session with no provider when the balance covers the price', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    await giveBalance(app, patient.id, 20000)
    const { session } = await createUnpaidSession(app, patient.id)

    const response = await requestCheckout(app, cookie, session.id)

    expect(response.json()).toEqual({ url: null, paid_with_balance: true })
    expect(await sessionRow(app, session.id)).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
    const [payment] = await paymentRows(app, session.id)
    expect(payment).toMatchObject({ provider: 'balance', status: 'DONE', amountCents: 0, balanceUsedCents: 15500 })
    expect((await balanceOf(cookie)).balance_cents).toBe(4500)
  })

  it('reserves a partial balance, charges the rest, and gives the reservation back when the patient cancels', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    await giveBalance(app, patient.id, 5000)
    const { session } = await createUnpaidSession(app, patient.id)

    await startLocalCheckout(app, cookie, session.id)
    const [payment] = await paymentRows(app, session.id)
    expect(payment).toMatchObject({ amountCents: 10500, balanceUsedCents: 5000, status: 'WAITING' })
    expect((await balanceOf(cookie)).balance_cents).toBe(0)

    await changeStatus(app.deps, { kind: 'patient', id: patient.id }, session.id, 'CANCELLED')

    const balance = await balanceOf(cookie)
    expect(balance.balance_cents).toBe(5000)
    expect(balance.entries.map((e) => e.reason).sort()).toEqual(['ADMIN_ADJUSTMENT', 'CHECKOUT_DEBIT', 'CHECKOUT_RELEASE'])
  })

  it('keeps the ledger sum right through payments, cancels, expiry and a late payment', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const patientActor = { kind: 'patient' as const, id: patient.id }
    await giveBalance(app, patient.id, 20000)

    // A: fully paid with balance (20000 → 4500).
    const { session: a } = await createUnpaidSession(app, patient.id, { selectedDate: at(3) })
    expect((await requestCheckout(app, cookie, a.id)).json()).toEqual({ url: null, paid_with_balance: true })
    // B: 4500 reserved, 11000 to pay; cancelled unpaid → reservation back (4500).
    const { session: b } = await createUnpaidSession(app, patient.id, { selectedDate: at(4) })
    await startLocalCheckout(app, cookie, b.id)
    await changeStatus(app.deps, patientActor, b.id, 'CANCELLED')
    // A cancelled more than 24 h ahead → the full price back (4500 + 15500 = 20000).
    await changeStatus(app.deps, patientActor, a.id, 'CANCELLED')
    // C: the balance covers it entirely again (20000 → 4500).
    const { session: c } = await createUnpaidSession(app, patient.id, { selectedDate: at(5) })
    expect((await requestCheckout(app, cookie, c.id)).json()).toEqual({ url: null, paid_with_balance: true })
    // D: 4500 reserved, 11000 by card; the checkout expires (reservation back: 4500), then the card
    // payment arrives late and becomes balance (4500 + 11000 = 15500).
    const { session: d } = await createUnpaidSession(app, patient.id, { selectedDate: at(6) })
    const paymentD = await startLocalCheckout(app, cookie, d.id)
    // D starts more than three days ahead, so its checkout offers boleto and holds two days (decision 030).
    app.clock.advance(2 * DAY + MINUTE)
    expect(await releaseExpiredUnpaid(app.deps)).toBeGreaterThanOrEqual(1)
    await deliverLocal(app, localVerdict(app, paymentD, true))
    expect((await balanceOf(cookie)).balance_cents).toBe(15500)
    // E: exactly covered by the late payment's balance (15500 → 0).
    const { session: e } = await createUnpaidSession(app, patient.id, { selectedDate: at(7) })
    expect((await requestCheckout(app, cookie, e.id)).json()).toEqual({ url: null, paid_with_balance: true })
    app.clock.set(NOW)

    const balance = await balanceOf(cookie)
    const sum = balance.entries.reduce((total, entry) => total + entry.amount_cents, 0)
    expect(balance.balance_cents).toBe(sum)
    expect(balance.balance_cents).toBe(0)
    const pairs = balance.entries.map((entry) => `${entry.reason} ${entry.amount_cents}`).sort()
    expect(pairs).toEqual(
      [
        'ADMIN_ADJUSTMENT 20000',
        'CHECKOUT_DEBIT -15500', // A
        'CHECKOUT_DEBIT -4500', // B
        'CHECKOUT_RELEASE 4500', // B cancelled unpaid
        'CANCELLATION_REFUND 15500', // A cancelled early
        'CHECKOUT_DEBIT -15500', // C
        'CHECKOUT_DEBIT -4500', // D
        'CHECKOUT_RELEASE 4500', // D expired
        'LATE_PAYMENT 11000', // D paid late
        'CHECKOUT_DEBIT -15500', // E
      ].sort(),
    )
    expect(balance.entries.every((entry) => entry.reason_label === BALANCE_ENTRY_REASON_LABELS[entry.reason])).toBe(true)
    expect(await sessionRow(app, d.id)).toMatchObject({ status: 'CANCELLED' })
    expect(await sessionRow(app, e.id)).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
  })

  it('never spends the same balance twice when two checkouts run at once', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    await giveBalance(app, patient.id, 20000)
    const { session: first } = await createUnpaidSession(app, patient.id, { selectedDate: at(10) })
    const { session: second } = await createUnpaidSession(app, patient.id, { selectedDate: at(11) })

    const answers = await Promise.all([requestCheckout(app, cookie, first.id), requestCheckout(app, cookie, second.id)])

    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    expect(answers.filter((a) => (a.json() as { paid_with_balance: boolean }).paid_with_balance)).toHaveLength(1)
    const balance = await balanceOf(cookie)
    expect(balance.balance_cents).toBe(0)
    expect(balance.entries.filter((e) => e.reason === 'CHECKOUT_DEBIT').map((e) => e.amount_cents).sort()).toEqual([-15500, -4500])
  })

  it('lets only an admin set a payment status, confirming on DONE and writing the audit log', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const admin = await createAdmin(app.database.db)
    const adminCookie = await logInAs(app, 'admin', admin.email)
    const patch = (who: string, payment: string) =>
      app.inject({ method: 'PATCH', url: `/api/session/${session.id}/payment`, headers: { cookie: who }, payload: { payment } })

    expect((await patch(cookie, 'DONE')).statusCode).toBe(403)
    const response = await patch(adminCookie, 'DONE')

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: session.id, status: 'CONFIRMED', payment: 'DONE' })
    expect((response.json() as { meets_url: string }).meets_url).toMatch(/^https:\/\/meet\.jit\.si\//)
    const [audit] = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, session.id))
    expect(audit).toMatchObject({
      actorKind: 'admin',
      actorId: admin.id,
      action: 'session.payment.update',
      before: { payment: 'WAITING', status: 'CREATED' },
      after: { payment: 'DONE', status: 'CONFIRMED' },
    })
    const [payment] = await paymentRows(app, session.id)
    expect(payment).toMatchObject({ provider: 'admin', status: 'DONE', amountCents: 15500 })

    const refunded = await patch(adminCookie, 'REFUNDED')
    expect(refunded.json()).toMatchObject({ payment: 'REFUNDED' })
    const invalid = await patch(adminCookie, 'PAGO')
    expect(invalid.statusCode).toBe(400)
  })

  it('shows the balance only to the logged-in patient', async () => {
    const professional = await createProfessional(app.database.db)
    const cookie = await logInAs(app, 'professional', professional.email)
    expect((await app.inject({ method: 'GET', url: '/api/user/me/balance', headers: { cookie } })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/user/me/balance' })).statusCode).toBe(401)
  })
})
