import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { consents } from '../src/db/schema/accounts'
import { clinicalRecordCopyRequests } from '../src/db/schema/clinical-records'
import { telehealthConsents } from '../src/db/schema/consents'
import { auditLog, emailOutbox } from '../src/db/schema/operations'
import { patients } from '../src/db/schema/people'
import { payments } from '../src/db/schema/payments'
import { pixAutomaticoAuthorizations, pixAutomaticoCharges } from '../src/db/schema/pix-automatico'
import { sessionSeries } from '../src/db/schema/series'
import { sessions } from '../src/db/schema/sessions'
import { waitlistEntries, waitlistHolds } from '../src/db/schema/waitlist'
import { enqueueEmail } from '../src/modules/email/outbox.repository'
import { createAdmin, createPatient, createProfessional, createService, createSession, DEFAULT_PASSWORD } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

describe('LGPD: data export and account deletion', () => {
  let app: TestApp
  let serviceId: string
  beforeAll(async () => {
    app = await createTestApp({ now: '2026-11-23T12:00:00.000Z' })
    serviceId = (await createService(app.deps.db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT' })).id
  })
  afterAll(async () => {
    await app.close()
  })

  async function patientWithSessionAt(email: string, selectedDate: string, status: 'FINISHED' | 'CONFIRMED') {
    const patient = await createPatient(app.deps.db, { email, firstName: 'Helena' })
    const professional = await createProfessional(app.deps.db, { email: `prof.${email}`, professionalType: 'PSYCHOLOGIST' })
    const session = await createSession(app.deps.db, {
      userId: patient.id,
      professionalId: professional.id,
      serviceId,
      selectedDate: new Date(selectedDate),
      status,
    })
    return { patient, session }
  }

  it('exports the account, consents and sessions as a JSON download, without the password hash', async () => {
    const patient = await createPatient(app.deps.db, { email: 'exporta@exemplo.com', firstName: 'Helena', cpf: '52998224725' })
    await app.deps.db.insert(consents).values({ actorKind: 'patient', actorId: patient.id, document: 'PATIENT_TERMS', version: '2026-11-01' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const response = await app.inject({ method: 'GET', url: '/api/user/me/export', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toContain('acolhe-meus-dados.json')
    const data = response.json()
    expect(data.account).toMatchObject({ id: patient.id, email: 'exporta@exemplo.com', first_name: 'Helena', cpf: '52998224725' })
    expect(data.consents).toEqual([expect.objectContaining({ document: 'PATIENT_TERMS', version: '2026-11-01' })])
    expect(JSON.stringify(data)).not.toContain('argon2')
    expect((await app.inject({ method: 'GET', url: '/api/user/me/export' })).statusCode).toBe(401)
  })

  it('exports the weekly series, the waiting lines with the hours they offered, the consents to online care and the record copy requests', async () => {
    const patient = await createPatient(app.deps.db, { email: 'combinados@exemplo.com', firstName: 'Helena' })
    const professional = await createProfessional(app.deps.db, { email: 'prof.combinados@exemplo.com', firstName: 'Marta', lastName: 'Siqueira', professionalType: 'PSYCHOLOGIST' })
    const [series] = await app.deps.db
      .insert(sessionSeries)
      .values({ userId: patient.id, professionalId: professional.id, serviceId, isOnline: true, weekDay: 3, hour: 10, anchorDate: '2026-11-25', weeks: 8, createdByKind: 'patient', createdById: patient.id })
      .returning()
    const [entry] = await app.deps.db.insert(waitlistEntries).values({ patientId: patient.id, professionalId: professional.id, weekDay: 1, hour: 18, modality: 'ONLINE' }).returning()
    if (!series || !entry) throw new Error('rows not written')
    await app.deps.db.insert(waitlistHolds).values({
      entryId: entry.id,
      patientId: patient.id,
      professionalId: professional.id,
      startsAt: new Date('2026-11-30T21:00:00.000Z'),
      expiresAt: new Date('2026-11-24T12:00:00.000Z'),
      status: 'EXPIRED',
    })
    await app.deps.db.insert(telehealthConsents).values({ userId: patient.id, professionalId: professional.id, version: '2026-10', acceptedAt: new Date('2026-11-20T15:00:00.000Z') })
    await app.deps.db.insert(clinicalRecordCopyRequests).values({ patientId: patient.id, professionalId: professional.id })
    const week = await createSession(app.deps.db, { userId: patient.id, professionalId: professional.id, serviceId, selectedDate: new Date('2026-12-02T13:00:00.000Z'), status: 'CONFIRMED', seriesId: series.id })
    const [payment] = await app.deps.db.insert(payments).values({ sessionId: week.id, provider: 'pix-automatico', amountCents: 20000, status: 'DONE' }).returning()
    const [authorization] = await app.deps.db
      .insert(pixAutomaticoAuthorizations)
      .values({ seriesId: series.id, userId: patient.id, idRec: 'RR1234567820261125abcdefghijk', status: 'ACTIVE', recStatus: 'APROVADA', capCents: 20000, authorizedAt: new Date('2026-11-21T10:00:00.000Z') })
      .returning()
    if (!payment || !authorization) throw new Error('rows not written')
    await app.deps.db.insert(pixAutomaticoCharges).values({
      authorizationId: authorization.id,
      sessionId: week.id,
      paymentId: payment.id,
      weekStartsAt: new Date('2026-12-02T13:00:00.000Z'),
      amountCents: 20000,
      dueDate: '2026-11-27',
      attemptDate: '2026-11-27',
      state: 'DEBITED',
      debitedAt: new Date('2026-11-27T11:00:00.000Z'),
    })
    // Another patient's arrangements with the same professional stay out of this export.
    const other = await createPatient(app.deps.db, { email: 'outra.combinados@exemplo.com' })
    await app.deps.db.insert(waitlistEntries).values({ patientId: other.id, professionalId: professional.id, modality: 'ANY' })

    const cookie = await logInAs(app, 'patient', patient.email)
    const data = (await app.inject({ method: 'GET', url: '/api/user/me/export', headers: { cookie } })).json()
    expect(data.weekly_series).toEqual([
      expect.objectContaining({ id: series.id, professional: 'Marta Siqueira', week_day: 3, hour: 10, first_date: '2026-11-25', weeks: 8, is_online: true, status: 'ACTIVE', ended_at: null }),
    ])
    expect(data.waitlist).toEqual([
      expect.objectContaining({
        id: entry.id,
        professional: 'Marta Siqueira',
        week_day: 1,
        hour: 18,
        modality: 'ONLINE',
        status: 'WAITING',
        offers: [expect.objectContaining({ starts_at: '2026-11-30T21:00:00.000Z', expires_at: '2026-11-24T12:00:00.000Z', status: 'EXPIRED', session_id: null })],
      }),
    ])
    expect(data.pix_automatico).toEqual([
      expect.objectContaining({
        series_id: series.id,
        status: 'ACTIVE',
        cap_cents: 20000,
        authorized_at: '2026-11-21T10:00:00.000Z',
        charges: [{ session_id: week.id, amount_cents: 20000, due_date: '2026-11-27', state: 'DEBITED', reason: null, attempts: 1, debited_at: '2026-11-27T11:00:00.000Z' }],
      }),
    ])
    expect(data.telehealth_consents).toEqual([{ professional: 'Marta Siqueira', version: '2026-10', accepted_at: '2026-11-20T15:00:00.000Z' }])
    expect(data.clinical_record_copy_requests).toEqual([expect.objectContaining({ professional: 'Marta Siqueira', status: 'REQUESTED', decided_at: null })])
  })

  it('deletes the account after the password, anonymizing the person and keeping the history rows', async () => {
    const { patient, session: past } = await patientWithSessionAt('apaga@exemplo.com', '2026-11-01T13:00:00.000Z', 'FINISHED')
    const cookie = await logInAs(app, 'patient', patient.email)
    const wrong = await app.inject({ method: 'DELETE', url: '/api/user/me', headers: { cookie }, payload: { password: 'errada123' } })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: t.deleteNeedsPassword, code: expect.any(String) })

    const response = await app.inject({ method: 'DELETE', url: '/api/user/me', headers: { cookie }, payload: { password: DEFAULT_PASSWORD } })
    expect(response.statusCode).toBe(204)
    const [row] = await app.deps.db.select().from(patients).where(eq(patients.id, patient.id))
    expect(row).toMatchObject({ firstName: null, cpf: null, phoneNumber: null, passwordHash: null })
    expect(row?.email).not.toContain('apaga@')
    expect(row?.deletedAt).not.toBeNull()
    const [kept] = await app.deps.db.select().from(sessions).where(eq(sessions.id, past.id))
    expect(kept?.userId).toBe(patient.id)
    const audit = await app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, patient.id))
    expect(audit.map((a) => a.action)).toContain('patient.delete')
    // Logged out everywhere, and the old credentials open nothing.
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(401)
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'apaga@exemplo.com', password: DEFAULT_PASSWORD } })
    expect(login.statusCode).toBe(401)
  })

  it('removes the person from the audit history and the email outbox when the account is deleted', async () => {
    const patient = await createPatient(app.deps.db, { email: 'rastro@exemplo.com', firstName: 'Rosana', lastName: 'Quintela', cpf: '52998224725', phoneNumber: '11987651234', birthday: '1988-04-17' })
    const admin = await createAdmin(app.deps.db, { email: 'adm.rastro@exemplo.com' })
    const adminCookie = await logInAs(app, 'admin', admin.email)
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/user/${patient.id}`,
      headers: { cookie: adminCookie },
      payload: { first_name: 'Rosana', last_name: 'Quintela Dias', cpf: '390.533.447-05', phone_number: '(11) 98765-0000', birthday: '1988-04-17' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    await enqueueEmail(app.deps.db, { toAddress: 'rastro@exemplo.com', subject: 'Consulta confirmada, Rosana', html: '<p>Rosana</p>', text: 'Rosana' })
    const history = async () => (await app.inject({ method: 'GET', url: `/api/audit?entity=patient&id=${patient.id}`, headers: { cookie: adminCookie } })).body
    expect(await history()).toContain('52998224725')

    const cookie = await logInAs(app, 'patient', patient.email)
    const deleted = await app.inject({ method: 'DELETE', url: '/api/user/me', headers: { cookie }, payload: { password: DEFAULT_PASSWORD } })
    expect(deleted.statusCode).toBe(204)

    const after = await history()
    expect(after).toContain('patient.update')
    for (const personal of ['52998224725', '39053344705', '11987651234', '11987650000', '1988-04-17', 'Rosana', 'Quintela']) expect(after).not.toContain(personal)
    const outbox = await app.deps.db.select().from(emailOutbox)
    expect(JSON.stringify(outbox)).not.toMatch(/rastro@exemplo\.com|Rosana/)
    const anonymised = outbox.filter((row) => row.toAddress === `excluido+${patient.id}@acolhe.invalid`)
    expect(anonymised.length).toBeGreaterThan(0)
    // Never sent to the anonymous address.
    expect(anonymised.every((row) => row.status !== 'PENDING')).toBe(true)
  })

  it('refuses to delete while a consultation is still to come', async () => {
    const { patient } = await patientWithSessionAt('futura@exemplo.com', '2026-11-30T13:00:00.000Z', 'CONFIRMED')
    const cookie = await logInAs(app, 'patient', patient.email)
    const response = await app.inject({ method: 'DELETE', url: '/api/user/me', headers: { cookie }, payload: { password: DEFAULT_PASSWORD } })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: t.deleteHasUpcomingSessions, code: expect.any(String) })
    const [row] = await app.deps.db.select().from(patients).where(eq(patients.id, patient.id))
    expect(row?.deletedAt).toBeNull()
  })
})
