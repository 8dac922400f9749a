import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminTexts as a } from '@acolhe/shared/texts/admin-api'
import { payments, balanceEntries } from '../src/db/schema/payments'
import { createAdmin, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { csvField, decimalComma } from '../src/modules/session-export/csv'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

describe('CSV export of consultations and payments (admin)', () => {
  let app: TestApp
  let cookie: string
  beforeAll(async () => {
    app = await createTestApp()
    await createAdmin(app.deps.db, { email: 'csv.admin@exemplo.com' })
    cookie = await logInAs(app, 'admin', 'csv.admin@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  const exportOf = (query: string) => app.inject({ method: 'GET', url: `/api/session/export?${query}`, headers: { cookie } })

  it('writes UTF-8 with a BOM, ";" separators, comma decimals and Brasília dates, only the asked days, oldest first', async () => {
    const db = app.deps.db
    const patient = await createPatient(db, { firstName: 'Joana', lastName: 'Dálmata; "Jô"' })
    const trickster = await createPatient(db, { firstName: '=HYPERLINK("x")', lastName: 'Silva' })
    const professional = await createProfessional(db, { firstName: 'Célia', lastName: 'Araújo', crmOrCrp: '06/123456', documentState: 'SP' })
    const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    const base = { professionalId: professional.id, serviceId: service.id, serviceValueCents: 15000, operatingCostCents: 550, priceCents: 15550 }
    // 2027-03-01 01:30 UTC is still 28 February in Brasília: outside the period.
    await createSession(db, { ...base, userId: patient.id, selectedDate: new Date('2027-03-01T01:30:00.000Z') })
    const paid = await createSession(db, { ...base, userId: patient.id, selectedDate: new Date('2027-03-01T13:00:00.000Z'), status: 'CONFIRMED', payment: 'DONE' })
    const cancelled = await createSession(db, { ...base, userId: trickster.id, selectedDate: new Date('2027-03-10T17:00:00.000Z'), status: 'CANCELLED', payment: 'DONE', isOnline: false })
    await createSession(db, { ...base, userId: patient.id, selectedDate: new Date('2027-04-01T03:00:00.000Z') })
    await db.insert(payments).values([
      { sessionId: paid.id, provider: 'mercadopago', method: 'PIX', status: 'DONE', amountCents: 15050, balanceUsedCents: 500, paidAt: new Date('2027-02-20T15:04:00.000Z'), receiptNumber: 9001 },
      { sessionId: cancelled.id, provider: 'balance', status: 'DONE', amountCents: 15550, paidAt: new Date('2027-03-02T12:00:00.000Z'), receiptNumber: 9002 },
      { sessionId: paid.id, provider: 'mercadopago', method: 'BOLETO', status: 'FAILED', amountCents: 15550 },
    ])
    await db.insert(balanceEntries).values({ userId: trickster.id, amountCents: 15550, reason: 'CANCELLATION_REFUND', sessionId: cancelled.id })

    const response = await exportOf('date_a=2027-03-01&date_b=2027-03-31')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="acolhe-consultas-2027-03-01-a-2027-03-31.csv"')
    const body = response.rawPayload.toString('utf8')
    expect(body.startsWith('\uFEFF')).toBe(true)
    const lines = body.slice(1).split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe(
      'Data;Hora;Tipo;Status;Modalidade;Paciente;E-mail do paciente;Profissional;Registro profissional;Valor da consulta (R$);Custo operacional (R$);Preço total (R$);Pagamento;Valor pago (R$);Saldo usado (R$);Meio de pagamento;Pago em;Recibo(s);Devolvido em saldo (R$)',
    )
    expect(lines.slice(1, -1)).toEqual([
      `01/03/2027;10:00;Normal;Confirmada;Online;"Joana Dálmata; ""Jô""";${patient.email};Célia Araújo;06/123456/SP;150,00;5,50;155,50;Pago;150,50;5,00;PIX;20/02/2027 12:04;9001;`,
      `10/03/2027;14:00;Normal;Cancelada;Presencial;"'=HYPERLINK(""x"") Silva";${trickster.email};Célia Araújo;06/123456/SP;150,00;5,50;155,50;Pago;155,50;0,00;Saldo;02/03/2027 09:00;9002;155,50`,
    ])
  })

  it('refuses a missing, reversed or too long period with 400 in Portuguese', async () => {
    const cases: [string, string][] = [
      ['date_a=2027-03-01', a.exportRangeRequired],
      ['date_a=01/03/2027&date_b=2027-03-31', a.exportRangeRequired],
      ['date_a=2027-03-31&date_b=2027-03-01', a.exportRangeOrder],
      ['date_a=2026-01-01&date_b=2027-01-02', a.exportRangeTooLong],
    ]
    for (const [query, message] of cases) {
      const response = await exportOf(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().message).toBe(message)
    }
    expect((await exportOf('date_a=2026-01-01&date_b=2027-01-01')).statusCode).toBe(200)
  })

  it('formats fields and money for a pt-BR spreadsheet', () => {
    expect(decimalComma(123456)).toBe('1234,56')
    expect(decimalComma(5)).toBe('0,05')
    expect(decimalComma(-1550)).toBe('-15,50')
    expect(csvField('+5511')).toBe("'+5511")
    expect(csvField('a\nb')).toBe('"a\nb"')
    expect(csvField('simples')).toBe('simples')
  })
})
