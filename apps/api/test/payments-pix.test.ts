import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pixTexts } from '@acolhe/shared/texts/pix'
import { taxReceipts as taxReceiptEntries } from '../src/db/schema/tax-receipts'
import { createPixClient, PixApiError } from '../src/integrations/pix/pix-client'
import { paymentIdOfTxid, txidOf } from '../src/integrations/pix/pix-provider'
import { createTestApp, type TestApp } from './helpers/app'
import { pixSettingsOf, startFakePixPsp, type FakePsp } from './helpers/fake-pix-psp'
import { createPayingPatient, createUnpaidSession, eventRows, paymentRows, requestCheckout, sessionRow } from './helpers/payments'

// The API Pix adapter against a fake PSP that validates every request, answer and webhook against the
// Central Bank's OpenAPI document (src/integrations/pix/spec): charge, read back, webhook, devolução.

const CHAVE = 'pagamentos@acolhe.example'
const WEBHOOK_SECRET = 'w'.repeat(40)

describe('API Pix adapter (cob, webhook, devolução) against a fake PSP built from the OpenAPI document', () => {
  let psp: FakePsp
  let app: TestApp

  beforeAll(async () => {
    let clockNow = () => new Date('2026-11-23T12:00:00.000Z')
    psp = await startFakePixPsp({ chave: CHAVE, now: () => clockNow() })
    app = await createTestApp({
      config: {
        paymentProvider: 'pix',
        publicUrl: 'https://acolhe.example',
        pix: pixSettingsOf(psp, CHAVE, WEBHOOK_SECRET),
      },
    })
    clockNow = () => app.clock.now()
  })
  afterAll(async () => {
    await app?.close()
    await psp?.close()
    // Every request the adapter sent respected the document.
    expect(psp.violations).toEqual([])
  })

  /** The fake PSP's webhook, delivered to the app at the path it was told (relative to PUBLIC_URL). */
  function deliver(hook: { url: string; body: unknown }) {
    return app.inject({ method: 'POST', url: hook.url.replace('https://acolhe.example', ''), payload: hook.body as Record<string, unknown> })
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

  it('registers its webhook URL, with the secret inside it, when the app starts', () => {
    expect(psp.calls).toContain(`PUT /webhook/${encodeURIComponent(CHAVE)}`)
    expect(psp.webhookUrl()).toBe(`https://acolhe.example/api/webhooks/pix/${WEBHOOK_SECRET}`)
  })

  it('creates a cob whose txid is the payment id, for the amount, expiring with the held hour', async () => {
    const { payment, url } = await checkout()
    const txid = txidOf(payment.id)
    expect(payment.providerReference).toBe(txid)
    expect(paymentIdOfTxid(txid)).toBe(payment.id)
    expect(url).toBe(`https://acolhe.example/pagamento/pix/${payment.id}`)
    const cob = psp.cobs.get(txid)
    // R$ 150 + R$ 5 fee; the hold is 30 minutes from the pinned clock.
    expect(cob).toMatchObject({ status: 'ATIVA', valor: '155.00', chave: CHAVE, expiracao: 1800 })
  })

  it("our Pix page shows the PSP's own BR Code while the charge is open, to its patient only", async () => {
    const { cookie, payment } = await checkout()
    const page = await app.inject({ method: 'GET', url: `/api/payments/pix/${payment.id}`, headers: { cookie } })
    expect(page.statusCode).toBe(200)
    const body = page.json() as { pix_copia_e_cola: string; amount_cents: number; status: string }
    expect(body).toMatchObject({ status: 'WAITING', amount_cents: 15500 })
    expect(body.pix_copia_e_cola).toContain(`pix.example.com/qr/v2/${txidOf(payment.id).toLowerCase()}`.slice(0, 40))
    const stranger = await createPayingPatient(app)
    const refused = await app.inject({ method: 'GET', url: `/api/payments/pix/${payment.id}`, headers: { cookie: stranger.cookie } })
    expect([403, 404]).toContain(refused.statusCode)

    await deliver(await psp.pay(txidOf(payment.id)))
    const paid = (await app.inject({ method: 'GET', url: `/api/payments/pix/${payment.id}`, headers: { cookie } })).json() as { status: string; pix_copia_e_cola: string | null }
    expect(paid).toMatchObject({ status: 'DONE', pix_copia_e_cola: null })
  })

  it('confirms the session only after reading the charge back; a replayed notification changes nothing', async () => {
    const { session, payment } = await checkout()
    const hook = await psp.pay(txidOf(payment.id))
    const settledAt = (hook.body as { pix: { horario: string }[] }).pix[0]?.horario ?? ''
    // The PSP's notification comes five minutes after the payer's bank settled the Pix.
    app.clock.advance(5 * 60_000)
    const first = await deliver(hook)
    expect(first.statusCode).toBe(200)
    const [paid] = await paymentRows(app, session.id)
    expect(paid).toMatchObject({ status: 'DONE', method: 'PIX' })
    expect(paid?.providerPaymentId).toMatch(/^E[0-9a-zA-Z]{31}$/)
    expect((await sessionRow(app, session.id)).payment).toBe('DONE')
    const receipts = (await app.database.db.select().from(taxReceiptEntries)).filter((entry) => entry.sessionId === session.id)

    const eventsBefore = (await eventRows(app)).length
    expect((await deliver(hook)).statusCode).toBe(200)
    expect((await eventRows(app)).length).toBe(eventsBefore)
    const after = (await app.database.db.select().from(taxReceiptEntries)).filter((entry) => entry.sessionId === session.id)
    expect(after).toEqual(receipts)
    expect(receipts.length).toBe(1)
    // The payment and its Receita Saúde entry are dated when the money moved, not when we heard of it.
    expect(paid?.paidAt?.toISOString()).toBe(new Date(settledAt).toISOString())
    expect(receipts[0]?.paidAt.toISOString()).toBe(new Date(settledAt).toISOString())
  })

  it('refuses a notification without the URL secret (401) and changes nothing', async () => {
    const { session, payment } = await checkout()
    const hook = await psp.pay(txidOf(payment.id))
    const forged = await app.inject({ method: 'POST', url: `/api/webhooks/pix/${'x'.repeat(40)}/pix`, payload: hook.body })
    expect(forged.statusCode).toBe(401)
    expect((await sessionRow(app, session.id)).payment).not.toBe('DONE')
  })

  it('does not believe a notification the PSP does not hold: an unpaid charge stays unpaid', async () => {
    const { session, payment } = await checkout()
    // A well-formed body naming our txid, but the PSP's charge is still ATIVA with no Pix in it.
    const lie = { pix: [{ endToEndId: 'E18236120202611231200abcdefghijk', txid: txidOf(payment.id), valor: '155.00', horario: '2026-11-23T12:00:00Z' }] }
    expect((await app.inject({ method: 'POST', url: `/api/webhooks/pix/${WEBHOOK_SECRET}/pix`, payload: lie })).statusCode).toBe(200)
    expect((await paymentRows(app, session.id))[0]?.status).toBe('WAITING')
    expect((await sessionRow(app, session.id)).payment).not.toBe('DONE')
  })

  it('a retried checkout for the same amount reuses the charge (same txid, revised, not a second cob)', async () => {
    const { session, cookie, payment } = await checkout()
    const before = psp.cobs.size
    expect((await requestCheckout(app, cookie, session.id)).statusCode).toBe(200)
    expect(psp.cobs.size).toBe(before)
    expect((await paymentRows(app, session.id)).map((row) => row.id)).toEqual([payment.id])
  })

  it('answers 502 with a Portuguese message when the PSP is unavailable (ServicoIndisponivel), and the next try works', async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session } = await createUnpaidSession(app, patient.id)
    psp.failNext(503)
    const failed = await requestCheckout(app, cookie, session.id)
    expect(failed.statusCode).toBe(502)
    expect((failed.json() as { message: string }).message).toMatch(/pagamento/i)
    expect((await requestCheckout(app, cookie, session.id)).statusCode).toBe(200)
  })

  it('gets a new OAuth2 token when the PSP revokes the old one', async () => {
    const issued = psp.tokensIssued()
    psp.revokeTokens()
    await checkout()
    expect(psp.tokensIssued()).toBe(issued + 1)
  })

  it('an admin marking a Pix-paid session refunded sends a devolução for what was paid, once', async () => {
    const { session, payment } = await checkout()
    await deliver(await psp.pay(txidOf(payment.id)))
    const { logInAs } = await import('./helpers/auth')
    const { createAdmin } = await import('../src/seed/factories')
    const admin = await createAdmin(app.database.db)
    const cookie = await logInAs(app, 'admin', admin.email)
    const patch = () =>
      app.inject({ method: 'PATCH', url: `/api/session/${session.id}/payment`, headers: { cookie }, payload: { payment: 'REFUNDED' } })
    const first = await patch()
    expect(first.statusCode).toBe(200)
    const [paid] = await paymentRows(app, session.id)
    const e2e = paid?.providerPaymentId ?? ''
    const devolucoes = psp.cobs.get(txidOf(payment.id))?.pix.find((p) => p.endToEndId === e2e)?.devolucoes ?? []
    expect(devolucoes).toMatchObject([{ id: txidOf(payment.id), valor: '155.00', status: 'EM_PROCESSAMENTO' }])
    expect((await sessionRow(app, session.id)).payment).toBe('REFUNDED')
    // Asked again (a double click): no second devolução.
    expect((await patch()).statusCode).toBe(200)
    expect(psp.cobs.get(txidOf(payment.id))?.pix[0]?.devolucoes).toHaveLength(1)
  })

  it('a devolução the PSP cannot take now answers 502 in Portuguese and leaves the payment as it was', async () => {
    const { session, payment } = await checkout()
    await deliver(await psp.pay(txidOf(payment.id)))
    const { logInAs } = await import('./helpers/auth')
    const { createAdmin } = await import('../src/seed/factories')
    const admin = await createAdmin(app.database.db)
    const cookie = await logInAs(app, 'admin', admin.email)
    psp.failNext(503)
    const refused = await app.inject({ method: 'PATCH', url: `/api/session/${session.id}/payment`, headers: { cookie }, payload: { payment: 'REFUNDED' } })
    expect(refused.statusCode).toBe(502)
    expect((refused.json() as { message: string }).message).toBe(pixTexts.refundUnavailable)
    expect((await sessionRow(app, session.id)).payment).toBe('DONE')
    expect(psp.cobs.get(txidOf(payment.id))?.pix[0]?.devolucoes).toHaveLength(0)
  })

  it("the client turns the document's error body (RFC 7807 Problema) into a typed error", async () => {
    const client = createPixClient({ apiUrl: psp.apiUrl, tokenUrl: psp.tokenUrl, clientId: psp.clientId, clientSecret: psp.clientSecret })
    const error = await client.call('GET', `/cob/${'a'.repeat(30)}`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PixApiError)
    expect((error as PixApiError).status).toBe(404)
    expect((error as PixApiError).problem?.type).toBe('https://pix.bcb.gov.br/api/v2/error/CobNaoEncontrado')
  })

  it('the fake refuses, as the document does, a request outside it (the check that guards the others)', async () => {
    const client = createPixClient({ apiUrl: psp.apiUrl, tokenUrl: psp.tokenUrl, clientId: psp.clientId, clientSecret: psp.clientSecret })
    const error = await client.call('PUT', `/cob/${'b'.repeat(30)}`, { valor: { original: '10' }, chave: CHAVE }).catch((e: unknown) => e)
    expect((error as PixApiError).status).toBe(400)
    expect((error as PixApiError).problem?.type).toBe('https://pix.bcb.gov.br/api/v2/error/RequisicaoInvalida')
    // Taken back out so the suite's final check stays about the adapter's own requests.
    expect(psp.violations.splice(-1)).toHaveLength(1)
  })
})
