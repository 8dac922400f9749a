import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTexts } from '@acolhe/shared/texts/emails'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'
import { releaseExpiredUnpaid } from '../src/modules/series/expiry-job'
import { createTestApp, type TestApp } from './helpers/app'
import {
  createPayingPatient,
  createUnpaidSession,
  deliverLocal,
  emailsTo,
  eventRows,
  ledgerOf,
  localVerdict,
  paymentRows,
  requestCheckout,
  sessionRow,
  startLocalCheckout,
} from './helpers/payments'

const MINUTE = 60_000

describe('payment webhooks (local provider, the same signed path a real provider uses)', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('confirms the session with a meeting link when the payment is approved', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const paymentId = await startLocalCheckout(app, cookie, session.id)

    const response = await deliverLocal(app, localVerdict(app, paymentId, true, { method: 'CREDIT_CARD' }))

    expect(response.statusCode).toBe(200)
    const confirmed = await sessionRow(app, session.id)
    expect(confirmed.status).toBe('CONFIRMED')
    expect(confirmed.payment).toBe('DONE')
    expect(confirmed.meetsUrl).toMatch(/^https:\/\/meet\.jit\.si\/acolhe-/)
    const [payment] = await paymentRows(app, session.id)
    expect(payment).toMatchObject({ status: 'DONE', method: 'CREDIT_CARD', amountCents: 15500 })
    expect(payment?.receiptNumber).toBeGreaterThan(0)
  })

  it('applies the same event delivered ten times exactly once', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const paymentId = await startLocalCheckout(app, cookie, session.id)
    const event = localVerdict(app, paymentId, true)
    const eventsBefore = (await eventRows(app)).length

    const statuses = []
    for (let i = 0; i < 10; i += 1) statuses.push((await deliverLocal(app, event)).statusCode)

    expect(statuses).toEqual(Array(10).fill(200))
    expect((await eventRows(app)).length).toBe(eventsBefore + 1)
    const [payment] = await paymentRows(app, session.id)
    const receipt = payment?.receiptNumber
    await deliverLocal(app, event)
    const [again] = await paymentRows(app, session.id)
    expect(again?.receiptNumber).toBe(receipt)
    expect((await sessionRow(app, session.id)).status).toBe('CONFIRMED')
  })

  it('applies ten simultaneous deliveries of the same event once', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const paymentId = await startLocalCheckout(app, cookie, session.id)
    const event = localVerdict(app, paymentId, true)
    const eventsBefore = (await eventRows(app)).length

    const answers = await Promise.all(Array.from({ length: 10 }, () => deliverLocal(app, event)))

    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200))
    expect((await eventRows(app)).length).toBe(eventsBefore + 1)
    expect(await sessionRow(app, session.id)).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
  })

  it('never lets a late FAILED downgrade a DONE payment (out-of-order delivery)', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const paymentId = await startLocalCheckout(app, cookie, session.id)
    const refused = localVerdict(app, paymentId, false, { eventId: 'evt-refused' })
    const approved = localVerdict(app, paymentId, true, { eventId: 'evt-approved' })

    await deliverLocal(app, approved)
    await deliverLocal(app, refused)
    await deliverLocal(app, approved)

    const [payment] = await paymentRows(app, session.id)
    expect(payment?.status).toBe('DONE')
    const row = await sessionRow(app, session.id)
    expect(row).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
  })

  it('marks a refused payment Recusado, keeps the session awaiting payment and lets it be paid again', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const first = await startLocalCheckout(app, cookie, session.id)

    await deliverLocal(app, localVerdict(app, first, false))

    expect(await sessionRow(app, session.id)).toMatchObject({ status: 'CREATED', payment: 'FAILED' })
    const second = await startLocalCheckout(app, cookie, session.id)
    expect(second).not.toBe(first)
    await deliverLocal(app, localVerdict(app, second, true))
    expect(await sessionRow(app, session.id)).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
    const attempts = await paymentRows(app, session.id)
    expect(attempts.map((p) => p.status).sort()).toEqual(['DONE', 'FAILED'])
  })

  it('refuses forged, tampered and stale notifications with 401 and changes nothing', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const paymentId = await startLocalCheckout(app, cookie, session.id)
    const eventsBefore = (await eventRows(app)).length

    const forged = localVerdict(app, paymentId, true, { secret: 'not-the-secret' })
    const tampered = localVerdict(app, paymentId, false)
    tampered.body.data.status = 'approved'
    const stale = localVerdict(app, paymentId, true, { now: new Date(app.clock.now().getTime() - 10 * MINUTE) })
    const unsigned = { headers: { 'content-type': 'application/json' }, body: forged.body }

    for (const attempt of [forged, tampered, stale, unsigned]) {
      const response = await deliverLocal(app, attempt as ReturnType<typeof localVerdict>)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: t.invalidSignature, code: expect.any(String) })
    }
    expect((await eventRows(app)).length).toBe(eventsBefore)
    expect(await sessionRow(app, session.id)).toMatchObject({ status: 'CREATED', payment: 'WAITING' })
    const [payment] = await paymentRows(app, session.id)
    expect(payment?.status).toBe('WAITING')
  })

  it('turns a payment that arrives after the checkout expired into balance and tells the patient', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const paymentId = await startLocalCheckout(app, cookie, session.id)

    app.clock.advance(31 * MINUTE)
    await releaseExpiredUnpaid(app.deps)
    expect((await sessionRow(app, session.id)).status).toBe('CANCELLED')
    const response = await deliverLocal(app, localVerdict(app, paymentId, true))

    expect(response.statusCode).toBe(200)
    expect((await sessionRow(app, session.id)).status).toBe('CANCELLED')
    const ledger = await ledgerOf(app, patient.id)
    expect(ledger.map((e) => [e.reason, e.amountCents])).toEqual([['LATE_PAYMENT', 15500]])
    // The released hold told the patient first (decision 030); then the late payment.
    const emails = await emailsTo(app, patient.email)
    expect(emails.map((mail) => mail.subject).sort()).toEqual([emailTexts.holdExpiredSubject, t.latePaymentSubject].sort())
    const email = emails.find((mail) => mail.subject === t.latePaymentSubject)
    expect(email?.text).toContain('R$ 155,00')
    expect(email?.text).toContain('25/11/2026 às 10:00')
    // Delivered again, it is still credited once.
    await deliverLocal(app, localVerdict(app, paymentId, true))
    expect(await ledgerOf(app, patient.id)).toHaveLength(1)
    app.clock.set('2026-11-23T12:00:00.000Z')
  })

  it('refuses a checkout for a session whose checkout expired or that is no longer awaiting payment', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const { session: paid } = await createUnpaidSession(app, patient.id, { selectedDate: new Date('2026-11-26T13:00:00.000Z') })
    await deliverLocal(app, localVerdict(app, await startLocalCheckout(app, cookie, paid.id), true))

    const alreadyPaid = await requestCheckout(app, cookie, paid.id)
    expect(alreadyPaid.statusCode).toBe(422)
    expect(alreadyPaid.json()).toEqual({ message: t.notAwaitingPayment, code: expect.any(String) })

    app.clock.advance(31 * MINUTE)
    const expired = await requestCheckout(app, cookie, session.id)
    expect(expired.statusCode).toBe(422)
    expect(expired.json()).toEqual({ message: t.checkoutExpired, code: expect.any(String) })
    app.clock.set('2026-11-23T12:00:00.000Z')
  })
})
