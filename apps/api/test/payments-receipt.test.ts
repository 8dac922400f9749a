import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'
import { createAdmin } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { createPayingPatient, createUnpaidSession, deliverLocal, giveBalance, localVerdict, startLocalCheckout } from './helpers/payments'

// pdf.js reads the metrics of the 14 standard fonts from its package (no network, no warning).
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** The PDF's text as a reader would extract it (one string, single spaces). */
async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(body), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise
  const parts: string[] = []
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent()
    for (const item of content.items) if ('str' in item) parts.push(item.str)
  }
  await pdf.destroy()
  return parts.join(' ').replace(/\s+/g, ' ')
}

describe('GET /api/session/{id}/receipt (recibo em PDF)', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  /** A paid session; `documents` pins the professional's CNPJ and CRP (unique: one test may pin them). */
  async function paidSession(documents: { crmOrCrp?: string; cpfOrCnpj?: string } = {}, timeZone = 'America/Sao_Paulo') {
    const { patient, cookie } = await createPayingPatient(app, { firstName: 'João', lastName: 'Conceição', cpf: '12345678909', timeZone })
    const { session, professional } = await createUnpaidSession(app, patient.id, {
      professional: { firstName: 'Márcia', lastName: 'Ribeiro', documentState: 'SP', ...documents },
    })
    await giveBalance(app, patient.id, 5000)
    const paymentId = await startLocalCheckout(app, cookie, session.id)
    await deliverLocal(app, localVerdict(app, paymentId, true, { method: 'PIX' }))
    return { patient, cookie, session, professional }
  }

  it('opens as a PDF with the patient, professional, Brasília date and time, service and amount', async () => {
    const { cookie, session } = await paidSession({ crmOrCrp: '06/123456', cpfOrCnpj: '12345678000195' })

    const response = await app.inject({ method: 'GET', url: `/api/session/${session.id}/receipt`, headers: { cookie } })

    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="recibo-acolhe-\d{6}\.pdf"$/)
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('RECIBO')
    expect(text).toMatch(/Nº \d{6}/)
    expect(text).toContain('João Conceição')
    expect(text).toContain('123.456.789-09')
    expect(text).toContain('Márcia Ribeiro')
    expect(text).toContain('12.345.678/0001-95')
    expect(text).toContain('CRP: 06/123456/SP')
    expect(text).toContain('25/11/2026')
    expect(text).toContain('10:00 (horário de Brasília)')
    expect(text).toContain('Consulta PSYCHOLOGIST DEFAULT')
    expect(text).toContain('R$ 155,00')
    expect(text).toContain(`${t.receiptBalanceUsed}: R$ 50,00`)
    expect(text).toContain(`${t.receiptCharged}: R$ 105,00`)
    expect(text).toContain('Forma de pagamento: PIX')
  })

  it('gives a patient abroad the consultation’s hour on their clock with Brasília’s beside it (decision 068)', async () => {
    const { cookie, session } = await paidSession({}, 'Europe/Lisbon')
    const text = await pdfText((await app.inject({ method: 'GET', url: `/api/session/${session.id}/receipt`, headers: { cookie } })).rawPayload)
    // 25/11/2026 10:00 in Brasília is 13:00 in Lisbon (UTC+0 in November).
    expect(text).toContain('Data: 25/11/2026')
    expect(text).toContain('Horário: 13:00 em Lisboa (10:00 em Brasília)')
    expect(text).not.toContain('horário de Brasília')
  })

  it('numbers receipts from the database sequence, one number per payment', async () => {
    const first = await paidSession()
    const second = await paidSession()
    const numberOf = async (p: { cookie: string; session: { id: string } }) => {
      const response = await app.inject({ method: 'GET', url: `/api/session/${p.session.id}/receipt`, headers: { cookie: p.cookie } })
      return Number(/recibo-acolhe-(\d+)\.pdf/.exec(String(response.headers['content-disposition']))?.[1])
    }
    const a = await numberOf(first)
    const b = await numberOf(second)
    expect(b).toBeGreaterThan(a)
    expect(await numberOf(first)).toBe(a)
  })

  it("is refused for an unpaid session (422) and for someone else's session (403); an admin may read it", async () => {
    const { patient, cookie } = await createPayingPatient(app)
    const { session: unpaid } = await createUnpaidSession(app, patient.id)
    const paid = await paidSession()
    const admin = await createAdmin(app.database.db)
    const adminCookie = await logInAs(app, 'admin', admin.email)

    const notPaid = await app.inject({ method: 'GET', url: `/api/session/${unpaid.id}/receipt`, headers: { cookie } })
    expect(notPaid.statusCode).toBe(422)
    expect(notPaid.json()).toEqual({ message: t.receiptUnavailable, code: expect.any(String) })
    expect((await app.inject({ method: 'GET', url: `/api/session/${paid.session.id}/receipt`, headers: { cookie } })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: `/api/session/${paid.session.id}/receipt`, headers: { cookie: adminCookie } })).statusCode).toBe(200)
  })
})
