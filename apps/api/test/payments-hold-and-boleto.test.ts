import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTexts } from '@acolhe/shared/texts/emails'
import { paymentTexts } from '@acolhe/shared/texts/payments'
import { releaseExpiredUnpaid } from '../src/modules/series/expiry-job'
import { createTestApp, type TestApp } from './helpers/app'
import { createPayingPatient, createUnpaidSession, deliverLocal, emailsTo, localVerdict, sessionRow, startLocalCheckout } from './helpers/payments'

// Decision 030: an expired unpaid hold tells the patient once; boleto is offered only when the session
// starts at least three days ahead, and such a checkout keeps the hour for the boleto's clearing time.

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const NOW = '2026-11-23T12:00:00.000Z'

describe('unpaid holds and boleto', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
  })
  afterAll(async () => {
    await app.close()
  })

  function localPage(paymentId: string) {
    return app.inject({ method: 'GET', url: `/api/payments/local/${paymentId}` })
  }
  function decide(paymentId: string, method: string) {
    return app.inject({
      method: 'POST',
      url: `/api/payments/local/${paymentId}/decision`,
      headers: { origin: 'http://localhost:3000' },
      payload: { method, approved: true },
    })
  }

  it('emails the patient once when an unpaid hold expires and its hour is released', async () => {
    app.clock.set(NOW)
    const { patient } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    expect(await emailsTo(app, patient.email)).toHaveLength(0)

    app.clock.advance(31 * MINUTE)
    expect(await releaseExpiredUnpaid(app.deps)).toBeGreaterThanOrEqual(1)
    expect(await releaseExpiredUnpaid(app.deps)).toBe(0)

    expect((await sessionRow(app, session.id)).status).toBe('CANCELLED')
    const mails = await emailsTo(app, patient.email)
    expect(mails.map((mail) => mail.subject)).toEqual([emailTexts.holdExpiredSubject])
    expect(mails[0]?.text).toContain('não foi paga dentro do prazo')
    app.clock.set(NOW)
  })

  it('offers no boleto for a session two days ahead, refuses one, and keeps the 30-minute hold', async () => {
    app.clock.set(NOW)
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id, { selectedDate: new Date(Date.parse(NOW) + 2 * DAY) })
    const paymentId = await startLocalCheckout(app, cookie, session.id)

    const page = (await localPage(paymentId)).json()
    expect(page.methods).toEqual(['CREDIT_CARD', 'DEBIT_CARD', 'PIX'])
    expect(page.methods_notice).toBe(paymentTexts.boletoUnavailable)
    expect((await sessionRow(app, session.id)).checkoutExpiresAt).toEqual(new Date(Date.parse(NOW) + 30 * MINUTE))

    const boleto = await decide(paymentId, 'BOLETO')
    expect(boleto.statusCode).toBe(422)
    expect(boleto.json().message).toBe(paymentTexts.boletoUnavailable)
    expect((await sessionRow(app, session.id)).status).toBe('CREATED')
  })

  it('offers boleto for a session three days ahead, takes it on the page, and holds the hour for its two-day clearing', async () => {
    app.clock.set(NOW)
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id, { selectedDate: new Date(Date.parse(NOW) + 3 * DAY) })
    const paymentId = await startLocalCheckout(app, cookie, session.id)

    expect((await sessionRow(app, session.id)).checkoutExpiresAt).toEqual(new Date(Date.parse(NOW) + 2 * DAY))
    const page = (await localPage(paymentId)).json()
    expect(page.methods).toEqual(['CREDIT_CARD', 'DEBIT_CARD', 'PIX', 'BOLETO'])
    expect(page.methods_notice).toBeNull()
    expect(page.expires_at).toBe(new Date(Date.parse(NOW) + 2 * DAY).toISOString())

    // A day later, well past the usual 30 minutes, the hour is still held, and the bank's confirmation
    // of the boleto confirms the session.
    app.clock.set(new Date(Date.parse(NOW) + DAY))
    await releaseExpiredUnpaid(app.deps)
    expect((await sessionRow(app, session.id)).status).toBe('CREATED')
    expect((await deliverLocal(app, localVerdict(app, paymentId, true, { method: 'BOLETO' }))).statusCode).toBe(200)
    expect(await sessionRow(app, session.id)).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
    app.clock.set(NOW)
  })
})
