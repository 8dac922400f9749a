import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { taxReceiptListSchema, taxReceiptSchema, type TaxReceiptDto } from '@acolhe/shared/api/tax-receipts'
import { taxReceiptTexts as t } from '@acolhe/shared/texts/tax-receipts'
import { taxReceipts } from '../src/db/schema/tax-receipts'
import { uniqueViolationOf } from '../src/lib/db-errors'
import { cnpjFrom } from '../src/seed/documents'
import { createAdmin, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { setStatus } from './helpers/booking'
import {
  createPayingPatient,
  createUnpaidSession,
  deliverLocal,
  giveBalance,
  localVerdict,
  requestCheckout,
  startLocalCheckout,
} from './helpers/payments'

// Receita Saúde receipts (decision 035): one pending entry per payment received, written with the
// payment; a refund makes it unnecessary or flags it; only its professional reads and completes it.

const NOW = '2026-11-23T12:00:00.000Z'
const LIST = '/api/professional-private/me/tax-receipts'

describe('Receita Saúde receipts', () => {
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

  /** A consultation of a fresh professional, paid through the provider's signed webhook. */
  async function paidConsultation(options: { professional?: Parameters<typeof createProfessional>[1] } = {}) {
    const { patient, cookie } = await createPayingPatient(app, { firstName: 'Joana', lastName: 'Prado', cpf: '52998224725' })
    const { session, professional } = await createUnpaidSession(app, patient.id, { professional: options.professional })
    const paymentId = await startLocalCheckout(app, cookie, session.id)
    const event = localVerdict(app, paymentId, true, { eventId: `evt-${paymentId}` })
    expect((await deliverLocal(app, event)).statusCode).toBe(200)
    const professionalCookie = await logInAs(app, 'professional', professional.email)
    return { patient, patientCookie: cookie, session, professional, professionalCookie, paymentId, event }
  }

  async function listOf(cookie: string, status?: string) {
    const response = await app.inject({ method: 'GET', url: status ? `${LIST}?status=${status}` : LIST, headers: { cookie } })
    expect(response.statusCode).toBe(200)
    return taxReceiptListSchema.parse(response.json())
  }

  function recordNumber(cookie: string, id: string, receiptNumber: string) {
    return app.inject({ method: 'PATCH', url: `${LIST}/${id}`, headers: { cookie }, payload: { receipt_number: receiptNumber } })
  }

  async function onlyEntry(cookie: string): Promise<TaxReceiptDto> {
    const { data } = await listOf(cookie)
    expect(data).toHaveLength(1)
    const [entry] = data
    if (!entry) throw new Error('no entry')
    return entry
  }

  it('gives a paid consultation exactly one pending receipt with what the Receita Saúde app asks', async () => {
    const { professional, professionalCookie, paymentId, session } = await paidConsultation()

    const entry = await onlyEntry(professionalCookie)
    expect(entry).toMatchObject({
      session_id: session.id,
      status: 'PENDING',
      status_label: 'Pendente',
      payer_name: 'Joana Prado',
      payer_cpf: '52998224725',
      beneficiary_name: 'Joana Prado',
      beneficiary_cpf: '52998224725',
      // The service value: the R$ 5,00 operating cost is the platform's, not the professional's.
      amount_cents: 15000,
      paid_at: NOW,
      paid_on: '23/11/2026',
      professional_cpf: professional.cpfOrCnpj,
      council: 'CRP',
      council_registration: `${professional.crmOrCrp}/SP`,
      description: 'Consulta de psicologia em 25/11/2026',
      receipt_number: null,
      issued_at: null,
      issue_by: '31/12/2026',
      overdue: false,
      refunded_after_issue: false,
      can_record_number: true,
    })
    const rows = await app.database.db.select().from(taxReceipts).where(eq(taxReceipts.paymentId, paymentId))
    expect(rows).toHaveLength(1)
  })

  it('keeps one receipt when the webhook is repeated, replayed under a new event id, or the row is inserted again', async () => {
    const { professionalCookie, paymentId, event } = await paidConsultation()

    for (let i = 0; i < 3; i++) expect((await deliverLocal(app, event)).statusCode).toBe(200)
    expect((await deliverLocal(app, localVerdict(app, paymentId, true, { eventId: `again-${paymentId}` }))).statusCode).toBe(200)

    const entry = await onlyEntry(professionalCookie)
    const [row] = await app.database.db.select().from(taxReceipts).where(eq(taxReceipts.id, entry.id))
    if (!row) throw new Error('no row')
    // The database itself refuses a second entry for the payment.
    const { id: _id, ...copy } = row
    const error = await app.database.db
      .insert(taxReceipts)
      .values(copy)
      .then(() => null, (e: unknown) => e)
    expect(uniqueViolationOf(error)).toBeTruthy()
  })

  it('gives a consultation paid entirely with balance its receipt too', async () => {
    const { patient, cookie } = await createPayingPatient(app, { firstName: 'Beto', lastName: 'Lima' })
    await giveBalance(app, patient.id, 20000)
    const { session, professional } = await createUnpaidSession(app, patient.id)
    expect((await requestCheckout(app, cookie, session.id)).json()).toMatchObject({ paid_with_balance: true })

    const entry = await onlyEntry(await logInAs(app, 'professional', professional.email))
    expect(entry).toMatchObject({ status: 'PENDING', payer_name: 'Beto Lima', amount_cents: 15000 })
  })

  it('writes nothing for a professional registered with a CNPJ (a company issues an invoice instead)', async () => {
    const { professionalCookie } = await paidConsultation({ professional: { cpfOrCnpj: cnpjFrom(90_001) } })
    expect((await listOf(professionalCookie)).data).toEqual([])
  })

  it('records the number, lists the entry as issued and lets the number be corrected', async () => {
    const { professionalCookie } = await paidConsultation()
    const entry = await onlyEntry(professionalCookie)

    expect((await recordNumber(professionalCookie, entry.id, '   ')).statusCode).toBe(400)
    app.clock.set('2026-11-24T15:00:00.000Z')
    const recorded = await recordNumber(professionalCookie, entry.id, '  RS-2026-000123 ')
    expect(recorded.statusCode).toBe(200)
    expect(taxReceiptSchema.parse(recorded.json())).toMatchObject({
      status: 'ISSUED',
      status_label: 'Emitido',
      receipt_number: 'RS-2026-000123',
      issued_at: '2026-11-24T15:00:00.000Z',
    })
    expect((await listOf(professionalCookie, 'PENDING')).data).toEqual([])
    expect((await listOf(professionalCookie, 'ISSUED')).data.map((e) => e.id)).toEqual([entry.id])

    app.clock.set('2026-11-25T15:00:00.000Z')
    const corrected = taxReceiptSchema.parse((await recordNumber(professionalCookie, entry.id, 'RS-2026-000124')).json())
    // The day it was issued stays the first one.
    expect(corrected).toMatchObject({ receipt_number: 'RS-2026-000124', issued_at: '2026-11-24T15:00:00.000Z' })
  })

  it('marks a pending receipt as not needed when the consultation is refunded before it was issued', async () => {
    const { patientCookie, professionalCookie, session } = await paidConsultation()
    expect((await setStatus(app, patientCookie, session.id, 'CANCELLED')).statusCode).toBe(200)

    const entry = await onlyEntry(professionalCookie)
    expect(entry).toMatchObject({ status: 'NOT_NEEDED', status_label: 'Não necessário', can_record_number: false, refunded_after_issue: false })
    const refused = await recordNumber(professionalCookie, entry.id, '123')
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ code: 'UNPROCESSABLE', message: t.notNeeded })
  })

  it('flags an issued receipt when the consultation is refunded afterwards', async () => {
    const { professionalCookie, session } = await paidConsultation()
    const entry = await onlyEntry(professionalCookie)
    expect((await recordNumber(professionalCookie, entry.id, '987')).statusCode).toBe(200)

    expect((await setStatus(app, professionalCookie, session.id, 'CANCELLED')).statusCode).toBe(200)

    expect(await onlyEntry(professionalCookie)).toMatchObject({ status: 'ISSUED', receipt_number: '987', refunded_after_issue: true })
  })

  it("flags an issued receipt when an admin sets the payment to 'Reembolsado'", async () => {
    const { professionalCookie, session } = await paidConsultation()
    const entry = await onlyEntry(professionalCookie)
    expect((await recordNumber(professionalCookie, entry.id, '555')).statusCode).toBe(200)

    const response = await app.inject({ method: 'PATCH', url: `/api/session/${session.id}/payment`, headers: { cookie: adminCookie }, payload: { payment: 'REFUNDED' } })
    expect(response.statusCode).toBe(200)

    expect(await onlyEntry(professionalCookie)).toMatchObject({ refunded_after_issue: true })
  })

  it('warns about a pending receipt once the last day of the month after the payment has passed', async () => {
    const { professional } = await paidConsultation()

    // A login lasts less than the weeks skipped here: log in again on the later day.
    app.clock.set('2027-01-01T02:59:00.000Z') // 31/12/2026 23:59 in Brasília: still on time
    let cookie = await logInAs(app, 'professional', professional.email)
    expect(await onlyEntry(cookie)).toMatchObject({ overdue: false })
    expect((await listOf(cookie)).overdue_count).toBe(0)

    app.clock.set('2027-01-01T03:00:00.000Z') // 01/01/2027 00:00 in Brasília
    cookie = await logInAs(app, 'professional', professional.email)
    expect(await onlyEntry(cookie)).toMatchObject({ overdue: true, issue_by: '31/12/2026' })
    expect((await listOf(cookie, 'ISSUED')).overdue_count).toBe(1)
  })

  it('lets only the professional the receipt belongs to read or complete it', async () => {
    const { professionalCookie, patientCookie } = await paidConsultation()
    const entry = await onlyEntry(professionalCookie)
    const other = await createProfessional(app.database.db)
    const otherCookie = await logInAs(app, 'professional', other.email)

    expect((await listOf(otherCookie)).data).toEqual([])
    const stranger = await recordNumber(otherCookie, entry.id, '111')
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json()).toEqual({ code: 'NOT_FOUND', message: t.notFound })
    for (const cookie of [adminCookie, patientCookie]) {
      expect((await app.inject({ method: 'GET', url: LIST, headers: { cookie } })).statusCode).toBe(403)
      expect((await app.inject({ method: 'GET', url: `${LIST}/export`, headers: { cookie } })).statusCode).toBe(403)
      expect((await recordNumber(cookie, entry.id, '111')).statusCode).toBe(403)
    }
    expect(await onlyEntry(professionalCookie)).toMatchObject({ status: 'PENDING', receipt_number: null })
  })

  it('exports the receipts as a CSV a Brazilian spreadsheet opens', async () => {
    const { professional, professionalCookie } = await paidConsultation()
    const entry = await onlyEntry(professionalCookie)
    expect((await recordNumber(professionalCookie, entry.id, '42')).statusCode).toBe(200)

    const response = await app.inject({ method: 'GET', url: `${LIST}/export?status=ISSUED`, headers: { cookie: professionalCookie } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="acolhe-recibos-2026-11-23.csv"')
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'Situação;Data do pagamento;Pagador;CPF do pagador;Beneficiário;CPF do beneficiário;Valor recebido (R$);CPF do profissional;Registro profissional;Descrição;Emitir até;Número do recibo;Emitido em;Aviso',
    )
    expect(lines[1]).toBe(
      `Emitido;23/11/2026;Joana Prado;52998224725;Joana Prado;52998224725;150,00;${professional.cpfOrCnpj};CRP ${professional.crmOrCrp}/SP;Consulta de psicologia em 25/11/2026;31/12/2026;42;23/11/2026;`,
    )
    expect(lines.slice(2)).toEqual([''])
  })
})
