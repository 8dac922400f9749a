import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { clinics } from '../src/db/schema/clinics'
import { faqQuestions } from '../src/db/schema/catalogue'
import { auditLog } from '../src/db/schema/operations'
import { createAdmin, createClinic, createFaq, createPatient, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// Every admin endpoint refuses anonymous callers (401), patients and professionals
// (403), always with a Portuguese message, and the refusal changes nothing.

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: unknown }

describe('admin endpoints refuse everyone but admins', () => {
  let app: TestApp
  let callers: { name: string; cookie: string | null; status: number }[]
  let calls: Call[]

  beforeAll(async () => {
    app = await createTestApp()
    const db = app.deps.db
    await createAdmin(db, { email: 'adm.acesso@exemplo.com' })
    const patient = await createPatient(db, { email: 'pac.acesso@exemplo.com' })
    const professional = await createProfessional(db, { email: 'pro.acesso@exemplo.com', authorized: true })
    const clinic = await createClinic(db)
    const question = await createFaq(db, { question: 'Pergunta de acesso?', answer: 'Resposta de acesso.', position: 0 })
    callers = [
      { name: 'anonymous', cookie: null, status: 401 },
      { name: 'patient', cookie: await logInAs(app, 'patient', patient.email), status: 403 },
      { name: 'professional', cookie: await logInAs(app, 'professional', professional.email), status: 403 },
    ]
    const clinicBody = {
      clinic: { name: 'Clínica Proibida', cnpj: '11222333000181', phone_number: '11987654321', active: true },
      address: { street_name: 'Rua Proibida', district_name: 'Centro', postal_code: '01001000', number: '1', city: 'São Paulo', state: 'SP' },
    }
    calls = [
      { method: 'POST', url: '/api/questions', payload: { question: 'Pergunta proibida aqui?', answer: 'Resposta proibida.', priority: 2 } },
      { method: 'PATCH', url: `/api/questions/${question.id}`, payload: { priority: 9 } },
      { method: 'PATCH', url: '/api/questions/order', payload: { ids: [question.id] } },
      { method: 'DELETE', url: `/api/questions/${question.id}` },
      { method: 'POST', url: '/api/clinic/with-address', payload: clinicBody },
      { method: 'PATCH', url: '/api/clinic/with-address', payload: { ...clinicBody, clinic: { ...clinicBody.clinic, id: clinic.id } } },
      { method: 'GET', url: '/api/professional-private/all' },
      { method: 'GET', url: `/api/professional-private/${professional.id}?getClinicAddress=true` },
      { method: 'PATCH', url: `/api/professional-private/${professional.id}/authorization`, payload: { authorized: false } },
      { method: 'GET', url: '/api/user' },
      { method: 'GET', url: `/api/user/${patient.id}` },
      { method: 'DELETE', url: `/api/user/${patient.id}`, payload: { ban: true } },
      { method: 'GET', url: '/api/dashboard/indicators' },
      { method: 'GET', url: `/api/audit?entity=patient&id=${patient.id}` },
    ]
  })
  afterAll(async () => {
    await app.close()
  })

  it('answers 401 to anonymous and 403 to patients and professionals, with a message, changing nothing', async () => {
    const db = app.deps.db
    const snapshot = async () => ({
      clinics: (await db.select({ n: count() }).from(clinics))[0]?.n,
      questions: await db.select().from(faqQuestions),
      audit: (await db.select({ n: count() }).from(auditLog))[0]?.n,
    })
    const before = await snapshot()
    const outcomes: string[] = []
    for (const caller of callers) {
      for (const call of calls) {
        const response = await app.inject({ method: call.method, url: call.url, payload: call.payload as object | undefined, headers: caller.cookie ? { cookie: caller.cookie } : {} })
        const message = (response.json() as { message?: unknown }).message
        if (response.statusCode !== caller.status || typeof message !== 'string' || message.length === 0) {
          outcomes.push(`${caller.name} ${call.method} ${call.url} → ${response.statusCode} ${response.body}`)
        }
      }
    }
    expect(outcomes).toEqual([])
    expect(await snapshot()).toEqual(before)
  })

  it('lets the patient edit only their own record through PATCH /user/{id}, and never a professional', async () => {
    const [, patient, professional] = callers
    const other = await createPatient(app.deps.db, { email: 'outro.acesso@exemplo.com' })
    const foreign = await app.inject({ method: 'PATCH', url: `/api/user/${other.id}`, headers: { cookie: patient?.cookie ?? '' }, payload: { first_name: 'Intrusa' } })
    expect(foreign.statusCode).toBe(404)
    const byProfessional = await app.inject({ method: 'PATCH', url: `/api/user/${other.id}`, headers: { cookie: professional?.cookie ?? '' }, payload: { first_name: 'Intrusa' } })
    expect(byProfessional.statusCode).toBe(403)
    const anonymous = await app.inject({ method: 'PATCH', url: `/api/user/${other.id}`, payload: { first_name: 'Intrusa' } })
    expect(anonymous.statusCode).toBe(401)
  })
})
