import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalCheckoutDto } from '@acolhe/shared/api/payments'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'
import { crc16 } from '../src/integrations/payments/pix-br-code'
import { createTestApp, type TestApp } from './helpers/app'
import { createPayingPatient, createUnpaidSession, eventRows, sessionRow, startLocalCheckout } from './helpers/payments'

describe('the built-in checkout page API (PAYMENT_PROVIDER=local)', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  const decide = (paymentId: string, approved: boolean) =>
    app.inject({
      method: 'POST',
      url: `/api/payments/local/${paymentId}/decision`,
      headers: { origin: 'http://localhost:3000' },
      // PIX: these sessions start two days ahead, too close for a boleto (decision 030).
      payload: { method: 'PIX', approved },
    })

  it('shows the amount, a PIX copy-paste code and a boleto line without needing a login', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const paymentId = await startLocalCheckout(app, cookie, session.id)

    const response = await app.inject({ method: 'GET', url: `/api/payments/local/${paymentId}` })

    expect(response.statusCode).toBe(200)
    const view = response.json() as LocalCheckoutDto
    expect(view).toMatchObject({ id: paymentId, status: 'WAITING', amount_cents: 15500 })
    expect(view.pix_payload.startsWith('000201')).toBe(true)
    expect(view.pix_payload.slice(-4)).toBe(crc16(view.pix_payload.slice(0, -4)))
    expect(view.boleto_digitable_line.replace(/\D/g, '')).toHaveLength(47)
    expect(view.return_url).toBe(`http://localhost:3000/agendamento?checkout=pending&session=${session.id}`)
  })

  it('confirms through the signed webhook when the payer approves, and refuses a second decision', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    const paymentId = await startLocalCheckout(app, cookie, session.id)
    const eventsBefore = (await eventRows(app)).length

    const refused = await decide(paymentId, false)
    expect(refused.json()).toMatchObject({ status: 'FAILED' })
    const approved = await decide(paymentId, true)

    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toEqual({ status: 'DONE', return_url: `http://localhost:3000/agendamento?checkout=approved&session=${session.id}` })
    expect((await eventRows(app)).length).toBe(eventsBefore + 2)
    expect(await sessionRow(app, session.id)).toMatchObject({ status: 'CONFIRMED', payment: 'DONE' })
    const again = await decide(paymentId, true)
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({ message: t.paymentClosed, code: expect.any(String) })
  })

  it('answers 404 for an unknown payment', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/local/00000000-0000-4000-8000-000000000000' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: t.paymentNotFound, code: expect.any(String) })
  })
})
