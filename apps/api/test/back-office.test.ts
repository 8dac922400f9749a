import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminTexts as a } from '@acolhe/shared/texts/admin-api'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { auditLog, emailOutbox } from '../src/db/schema/operations'
import { createAdmin, createClinic, createFaq, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { LOGIN_PATHS, logInAs } from './helpers/auth'

describe('back office: people, counters and history', () => {
  let app: TestApp
  let admin: string
  let adminId: string
  beforeAll(async () => {
    app = await createTestApp()
    adminId = (await createAdmin(app.deps.db, { email: 'adm.bo@exemplo.com' })).id
    admin = await logInAs(app, 'admin', 'adm.bo@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })
  const mailsTo = (to: string) => app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))
  const auditOf = (id: string) => app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id))

  it('authorizes a professional, who can then use the calendar; mails and audits it; deauthorizing closes it again', async () => {
    const pending = await createProfessional(app.deps.db, { email: 'aguarda@exemplo.com', authorized: false, firstName: 'Bruna' })
    const cookie = await logInAs(app, 'professional', pending.email)
    expect((await app.inject({ method: 'GET', url: '/api/available-dates', headers: { cookie } })).statusCode).toBe(403)
    const authorized = await app.inject({ method: 'PATCH', url: `/api/professional-private/${pending.id}/authorization`, headers: { cookie: admin }, payload: { authorized: true } })
    expect(authorized.statusCode).toBe(200)
    expect(authorized.json().professional.authorized).toBe(true)
    expect((await app.inject({ method: 'GET', url: '/api/available-dates', headers: { cookie } })).statusCode).toBe(200)
    expect((await mailsTo('aguarda@exemplo.com')).map((m) => m.subject)).toEqual(['Seu cadastro foi autorizado'])
    await app.inject({ method: 'PATCH', url: `/api/professional-private/${pending.id}/authorization`, headers: { cookie: admin }, payload: { authorized: false } })
    expect((await app.inject({ method: 'GET', url: '/api/available-dates', headers: { cookie } })).statusCode).toBe(403)
    const actions = (await auditOf(pending.id)).map((r) => r.action).sort()
    expect(actions).toEqual(['professional.authorize', 'professional.deauthorize'])
    const history = await app.inject({ method: 'GET', url: `/api/audit?entity=professional&id=${pending.id}`, headers: { cookie: admin } })
    expect(history.json().data).toHaveLength(2)
  })

  it('lists professionals with the four filters and an accent-insensitive search, 5 per page', async () => {
    await createProfessional(app.deps.db, { email: 'jose@exemplo.com', firstName: 'José', lastName: 'Araújo', professionalType: 'PSYCHIATRIST', contract: 'PARTNER' })
    const found = await app.inject({ method: 'GET', url: '/api/professional-private/all?search=jose%20arau&professional_type=PSYCHIATRIST&contract=PARTNER&authorized=true', headers: { cookie: admin } })
    expect(found.json().data.map((p: { email: string }) => p.email)).toEqual(['jose@exemplo.com'])
    for (let i = 0; i < 6; i += 1) await createProfessional(app.deps.db, { email: `lote${i}@exemplo.com` })
    const page = await app.inject({ method: 'GET', url: '/api/professional-private/all', headers: { cookie: admin } })
    expect(page.json().data).toHaveLength(5)
    expect(page.json().total).toBeGreaterThan(5)
  })

  it('lets a patient edit their own data (and reminders), never another’s; admin edits are audited', async () => {
    const patient = await createPatient(app.deps.db, { email: 'edita@exemplo.com' })
    const other = await createPatient(app.deps.db, { email: 'alheio@exemplo.com' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const own = await app.inject({
      method: 'PATCH',
      url: `/api/user/${patient.id}`,
      headers: { cookie },
      payload: { first_name: 'Renata', last_name: 'Lopes', birthday: '1991-02-03', phone_number: '(21) 99999-0000', reminders_enabled: false },
    })
    expect(own.statusCode).toBe(200)
    expect(own.json().user).toMatchObject({ first_name: 'Renata', phone_number: '21999990000', reminders_enabled: false, email: 'edita@exemplo.com' })
    const foreign = await app.inject({ method: 'PATCH', url: `/api/user/${other.id}`, headers: { cookie }, payload: { first_name: 'Invasora' } })
    expect(foreign.statusCode).toBe(404)
    const byAdmin = await app.inject({ method: 'PATCH', url: `/api/user/${other.id}`, headers: { cookie: admin }, payload: { first_name: 'Corrigida' } })
    expect(byAdmin.statusCode).toBe(200)
    const [entry] = await auditOf(other.id)
    expect(entry).toMatchObject({ action: 'patient.update', actorId: adminId })
    expect((entry?.after as { first_name: string }).first_name).toBe('Corrigida')
    const invalid = await app.inject({ method: 'PATCH', url: `/api/user/${patient.id}`, headers: { cookie }, payload: { first_name: 'Jo' } })
    expect(invalid.json()).toEqual({ message: v.nameMin3, code: expect.any(String) })
    const badPhone = await app.inject({ method: 'PATCH', url: `/api/user/${patient.id}`, headers: { cookie }, payload: { first_name: 'Renata', phone_number: '123' } })
    expect(badPhone.json()).toEqual({ message: v.phoneLength, code: expect.any(String) })
  })

  it('bans a patient (sessions end, login refused, email, audited, not editable) and reactivates them', async () => {
    const patient = await createPatient(app.deps.db, { email: 'banir@exemplo.com', firstName: 'Caio' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const banned = await app.inject({ method: 'DELETE', url: `/api/user/${patient.id}`, headers: { cookie: admin }, payload: { ban: true, reason: 'Comportamento abusivo' } })
    expect(banned.statusCode).toBe(200)
    expect(banned.json().user).toMatchObject({ banned: true, last_ban_reason: 'Comportamento abusivo' })
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(401)
    const login = await app.inject({ method: 'POST', url: LOGIN_PATHS.patient, payload: { email: patient.email, password: 'Acolhe123' } })
    expect(login.statusCode).toBe(403)
    const edit = await app.inject({ method: 'PATCH', url: `/api/user/${patient.id}`, headers: { cookie: admin }, payload: { first_name: 'Caio' } })
    expect(edit.json()).toEqual({ message: a.patientBannedNotEditable, code: expect.any(String) })
    await app.inject({ method: 'DELETE', url: `/api/user/${patient.id}`, headers: { cookie: admin }, payload: { ban: false } })
    expect((await app.inject({ method: 'POST', url: LOGIN_PATHS.patient, payload: { email: patient.email, password: 'Acolhe123' } })).statusCode).toBe(200)
    expect((await mailsTo('banir@exemplo.com')).map((m) => m.subject).sort()).toEqual(['Sua conta foi desativada', 'Sua conta foi reativada'])
  })

  it('lists patients with search and is_complete, and records each admin read of a patient', async () => {
    const incomplete = await createPatient(app.deps.db, { email: 'incompleto@exemplo.com', firstName: 'Íris', isComplete: false })
    const list = await app.inject({ method: 'GET', url: '/api/user?search=iris&is_complete=false', headers: { cookie: admin } })
    expect(list.json().data.map((p: { email: string }) => p.email)).toEqual(['incompleto@exemplo.com'])
    const read = await app.inject({ method: 'GET', url: `/api/user/${incomplete.id}`, headers: { cookie: admin } })
    expect(read.json().user).toMatchObject({ email: 'incompleto@exemplo.com', last_ban: null })
    expect((await auditOf(incomplete.id)).map((r) => r.action)).toEqual(['patient.read'])
  })
})

describe('dashboard indicators', () => {
  it('counts what the database holds, with aggregates', async () => {
    const app = await createTestApp()
    try {
      const db = app.deps.db
      await createAdmin(db, { email: 'dash@exemplo.com' })
      await createClinic(db)
      await createClinic(db, { clinic: { active: false } })
      const psychologist = await createProfessional(db, { email: 'p1@exemplo.com' })
      // Awaiting its first authorization, suspended by an admin, banned: only the last two are 'Desativados'.
      await createProfessional(db, { email: 'p2@exemplo.com', professionalType: 'PSYCHIATRIST', authorized: false })
      await createProfessional(db, { email: 'p3@exemplo.com', authorized: false, deauthorizedAt: new Date('2026-11-01T12:00:00Z') })
      await createProfessional(db, { email: 'p4@exemplo.com', banned: true })
      const patient = await createPatient(db, { email: 'u1@exemplo.com' })
      await createPatient(db, { email: 'u2@exemplo.com', banned: true })
      await createFaq(db, { views: 7 })
      const service = await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT' })
      const base = { userId: patient.id, professionalId: psychologist.id, serviceId: service.id }
      await createSession(db, { ...base, selectedDate: new Date('2026-12-01T13:00:00Z'), payment: 'DONE', status: 'CONFIRMED' })
      await createSession(db, { ...base, selectedDate: new Date('2026-12-02T13:00:00Z'), status: 'CANCELLED' })
      await createSession(db, { ...base, selectedDate: new Date('2026-12-03T13:00:00Z'), type: 'RETURN' })
      const cookie = await logInAs(app, 'admin', 'dash@exemplo.com')
      const response = await app.inject({ method: 'GET', url: '/api/dashboard/indicators', headers: { cookie } })
      expect(response.json()).toEqual({
        clinics: { total: 2, inactive: 1 },
        professionals: { total: 4, inactive: 2, awaiting_authorization: 1, psychologists: 3, psychiatrists: 1 },
        users: { total: 2, inactive: 1 },
        admins: { total: 1, active: 1 },
        support: { total: 0, open: 0 },
        questions: { total: 1, views: 7 },
        sessions: { total: 3, consultations: 2, returns: 1, cancelled: 1, paid: 1, patient_no_shows: 0, professional_no_shows: 0 },
      })
    } finally {
      await app.close()
    }
  })
})
