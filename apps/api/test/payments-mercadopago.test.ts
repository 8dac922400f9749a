import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'
import { createTestApp, type TestApp } from './helpers/app'
import { mercadoPagoSignature, startFakeMercadoPago, type FakeMercadoPago } from './helpers/fake-mercadopago'
import { createPayingPatient, createUnpaidSession, eventRows, paymentRows, requestCheckout, sessionRow } from './helpers/payments'

const ACCESS_TOKEN = 'TEST-acolhe-access-token'
const WEBHOOK_SECRET = 'acolhe-webhook-secret'
const MINUTE = 60_000

describe('Mercado Pago adapter (Checkout Pro) against a fake Mercado Pago server', () => {
  let fake: FakeMercadoPago
  let app: TestApp

  beforeAll(async () => {
    fake = await startFakeMercadoPago(ACCESS_TOKEN)
    app = await createTestApp({
      config: {
        paymentProvider: 'mercadopago',
        publicUrl: 'https://acolhe.example',
        mercadoPago: { accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url },
      },
    })
  })
  afterAll(async () => {
    await app.close()
    await fake.close()
  })

  function notify(dataId: string, options: { secret?: string; now?: Date; requestId?: string } = {}) {
    const headers = mercadoPagoSignature(options.secret ?? WEBHOOK_SECRET, dataId, options.requestId ?? `req-${dataId}`, options.now ?? app.clock.now())
    return app.inject({
      method: 'POST',
      url: `/api/webhooks/mercadopago?data.id=${dataId}&type=payment`,
      headers,
      payload: { action: 'payment.updated', type: 'payment', data: { id: dataId } },
    })
  }

  async function checkout() {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const response = await requestCheckout(app, cookie, session.id)
    expect(response.statusCode).toBe(200)
    const [payment] = await paymentRows(app, session.id)
    if (!payment) throw new Error('no payment row')
    return { patient, cookie, session, payment, url: (response.json() as { url: string }).url }
  }

  it('creates a preference with the external reference, back URLs, notification URL, and no boleto two days ahead', async () => {
    const { session, payment, url, patient } = await checkout()

    expect(url).toBe(`https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${payment.providerReference}`)
    const sent = fake.preferences.at(-1)
    expect(sent?.headers['x-idempotency-key']).toBe(payment.id)
    expect(sent?.body).toMatchObject({
      external_reference: payment.id,
      notification_url: 'https://acolhe.example/api/webhooks/mercadopago',
      back_urls: {
        success: `https://acolhe.example/agendamento?checkout=approved&session=${session.id}`,
        pending: `https://acolhe.example/agendamento?checkout=pending&session=${session.id}`,
        failure: `https://acolhe.example/agendamento?checkout=failure&session=${session.id}`,
      },
      items: [{ id: session.id, quantity: 1, currency_id: 'BRL', unit_price: 155 }],
      payer: { email: patient.email },
      // The session starts two days ahead: too close for a boleto to clear (decision 030).
      payment_methods: { excluded_payment_types: [{ id: 'ticket' }] },
      expires: true,
    })
  })

  it('offers boleto to Mercado Pago when the session starts three days ahead, expiring with the longer hold', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const start = new Date(app.clock.now().getTime() + 3 * 24 * 60 * 60_000)
    const { session } = await createUnpaidSession(app, patient.id, { selectedDate: start })
    expect((await requestCheckout(app, cookie, session.id)).statusCode).toBe(200)
    const holdEnd = new Date(app.clock.now().getTime() + 2 * 24 * 60 * 60_000).toISOString()
    expect(fake.preferences.at(-1)?.body).toMatchObject({ payment_methods: { excluded_payment_types: [] }, date_of_expiration: holdEnd })
  })

  it('confirms the session when a correctly signed notification leads to an approved payment', async () => {
    const { session, payment } = await checkout()
    fake.payments.set('98765001', { id: 98765001, status: 'approved', external_reference: payment.id, payment_type_id: 'bank_transfer', transaction_amount: 155 })

    const response = await notify('98765001')

    expect(response.statusCode).toBe(200)
    expect(await sessionRow(app, session.id)).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
    const [paid] = await paymentRows(app, session.id)
    expect(paid).toMatchObject({ status: 'DONE', method: 'PIX', providerPaymentId: '98765001' })
  })

  it('applies a repeated notification of the same payment state once', async () => {
    const { payment } = await checkout()
    fake.payments.set('98765002', { id: 98765002, status: 'approved', external_reference: payment.id, payment_type_id: 'credit_card', transaction_amount: 155 })
    const before = (await eventRows(app)).length

    for (let i = 0; i < 3; i += 1) expect((await notify('98765002', { requestId: `req-${i}` })).statusCode).toBe(200)

    expect((await eventRows(app)).length).toBe(before + 1)
  })

  it('marks a rejected payment Recusado and keeps the session awaiting payment', async () => {
    const { session, payment } = await checkout()
    fake.payments.set('98765003', { id: 98765003, status: 'rejected', external_reference: payment.id, payment_type_id: 'debit_card', transaction_amount: 155 })

    await notify('98765003')

    expect(await sessionRow(app, session.id)).toMatchObject({ status: 'CREATED', payment: 'FAILED' })
  })

  it('refuses a wrong or stale x-signature with 401 and never reads the payment', async () => {
    const { session, payment } = await checkout()
    fake.payments.set('98765004', { id: 98765004, status: 'approved', external_reference: payment.id, payment_type_id: 'credit_card', transaction_amount: 155 })
    const before = (await eventRows(app)).length

    const forged = await notify('98765004', { secret: 'guessed-secret' })
    const stale = await notify('98765004', { now: new Date(app.clock.now().getTime() - 10 * MINUTE) })
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/webhooks/mercadopago?data.id=98765004&type=payment',
      payload: { type: 'payment', data: { id: '98765004' } },
    })

    for (const response of [forged, stale, unsigned]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: t.invalidSignature, code: expect.any(String) })
    }
    expect((await eventRows(app)).length).toBe(before)
    expect(await sessionRow(app, session.id)).toMatchObject({ status: 'CREATED', payment: 'WAITING' })
  })

  it('answers the Portuguese checkout failure (not a crash) when Mercado Pago fails', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    fake.failNextPreference()

    const failed = await requestCheckout(app, cookie, session.id)

    expect(failed.statusCode).toBe(502)
    expect(failed.json()).toEqual({ message: t.providerUnavailable, code: expect.any(String) })
    // Trying again reuses the same attempt (same idempotency key) and now works.
    const retried = await requestCheckout(app, cookie, session.id)
    expect(retried.statusCode).toBe(200)
    expect(await paymentRows(app, session.id)).toHaveLength(1)
  })
})
