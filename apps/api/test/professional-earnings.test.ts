import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// Earnings per Brasília month (decision 027): paid consultations not cancelled, with gross, operating
// costs and the service value; the clock is pinned at 2026-11-23 12:00 UTC.

describe("the professional's earnings per month", () => {
  let app: TestApp

  beforeAll(async () => {
    app = await createTestApp({ now: '2026-11-23T12:00:00.000Z' })
  })
  afterAll(async () => {
    await app.close()
  })

  it('counts paid, held consultations in the Brasília month of their start, newest month first', async () => {
    const db = app.database.db
    const professional = await createProfessional(db, { email: 'ganhos@exemplo.com' })
    const other = await createProfessional(db, { email: 'ganhos.outra@exemplo.com' })
    const service = await createService(db, { professionalType: professional.professionalType })
    const patient = await createPatient(db, { email: 'paciente.ganhos@exemplo.com' })
    const at = (iso: string, values: Partial<Parameters<typeof createSession>[1]> = {}) =>
      createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate: new Date(iso), status: 'FINISHED', payment: 'DONE', ...values })

    await at('2026-11-02T13:00:00.000Z')
    await at('2026-11-20T13:00:00.000Z', { serviceValueCents: 20000, operatingCostCents: 500, priceCents: 20500 })
    // 31 October 22:00 in Brasília is 1 November 01:00 UTC: it belongs to October.
    await at('2026-11-01T01:00:00.000Z')
    await at('2026-11-10T13:00:00.000Z', { status: 'CANCELLED' })
    await at('2026-11-11T13:00:00.000Z', { status: 'CONFIRMED', payment: 'WAITING' })
    await createSession(db, { userId: patient.id, professionalId: other.id, serviceId: service.id, selectedDate: new Date('2026-11-12T13:00:00.000Z'), status: 'FINISHED', payment: 'DONE' })

    const cookie = await logInAs(app, 'professional', professional.email)
    const answer = await app.inject({ url: '/api/professional-private/me/earnings', headers: { cookie } })
    expect(answer.statusCode).toBe(200)
    const months = answer.json().months
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ month: '2026-11', paid_consultations: 2, gross_cents: 36000, operating_costs_cents: 1000, service_value_cents: 35000 })
    expect(months[1]).toEqual({ month: '2026-10', paid_consultations: 1, gross_cents: 15500, operating_costs_cents: 500, service_value_cents: 15000 })
    expect(months[11].month).toBe('2025-12')
  })
})
