import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHQ9 } from '@acolhe/shared/instruments/phq-9'
import { auditLog, emailOutbox } from '../src/db/schema/operations'
import { payments } from '../src/db/schema/payments'
import { questionnaireAlerts, questionnaireResponses } from '../src/db/schema/questionnaires'
import { runDueReminders } from '../src/modules/notifications/reminder-job'
import { notifySessionChange } from '../src/modules/notifications/session-notifications'
import { openNote } from '../src/modules/clinical-records/note-cipher'
import { createAdmin, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// Questionnaires before consultations (decisions 093–095): the professional schedules PHQ-9 before every
// consultation; it opens three days before each and expires at the start; the answers are sealed and read
// only by that professional (and the patient's export); an item-9 answer raises the alert — an email that
// says nothing of the answer or the patient, an in-app alert whose reading is recorded. The clock is pinned
// at Monday 2026-11-23 12:00 UTC.

const NOW = '2026-11-23T12:00:00.000Z'
const ZERO = '00000000-0000-4000-8000-000000000000'

describe('questionnaires before consultations', () => {
  let app: TestApp
  let seq = 0

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
  })
  afterAll(async () => {
    await app.close()
  })

  /** A professional and a patient with two paid consultations, on 2026-11-25 and 2026-12-02 (13:00 UTC). */
  async function pair() {
    app.clock.set(NOW)
    const db = app.database.db
    seq += 1
    const professional = await createProfessional(db, { email: `questionario.psi${seq}@exemplo.com` })
    const patient = await createPatient(db, { email: `questionario.paciente${seq}@exemplo.com`, firstName: 'Marina', lastName: 'Alves' })
    const service = await createService(db, { professionalType: professional.professionalType })
    const book = async (start: string) => {
      const session = await createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate: new Date(start), status: 'CONFIRMED', payment: 'DONE' })
      await db.insert(payments).values({ sessionId: session.id, provider: 'local', status: 'DONE', amountCents: session.priceCents, paidAt: new Date(NOW) })
      return session
    }
    const first = await book('2026-11-25T13:00:00.000Z')
    const second = await book('2026-12-02T13:00:00.000Z')
    const professionalCookie = await logInAs(app, 'professional', professional.email)
    const patientCookie = await logInAs(app, 'patient', patient.email)
    const results = (cookie = professionalCookie) => app.inject({ url: `/api/professional-private/me/questionnaires/${patient.id}`, headers: { cookie } })
    const assign = (payload: object, cookie = professionalCookie) =>
      app.inject({ method: 'POST', url: `/api/professional-private/me/questionnaires/${patient.id}/assignments`, headers: { cookie }, payload })
    const open = (cookie = patientCookie) => app.inject({ url: '/api/user/me/questionnaires', headers: { cookie } })
    const answer = (payload: object, cookie = patientCookie) => app.inject({ method: 'POST', url: '/api/user/me/questionnaire-answers', headers: { cookie }, payload })
    return { professional, patient, first, second, professionalCookie, patientCookie, results, assign, open, answer }
  }

  it('the professional schedules PHQ-9 before every consultation; the patient answers; the professional reads the score, the band and the answers', async () => {
    const p = await pair()
    const assigned = await p.assign({ instrument: 'PHQ9', schedule: 'EVERY_SESSION' })
    expect(assigned.statusCode).toBe(201)
    const assignment = assigned.json<{ id: string }>()
    expect(assigned.json()).toMatchObject({ instrument: 'PHQ9', schedule: 'EVERY_SESSION', every_n: null, stopped_at: null })
    // The same instrument twice is refused while the first runs.
    expect((await p.assign({ instrument: 'PHQ9', schedule: 'ONCE' })).statusCode).toBe(409)
    expect((await p.assign({ instrument: 'GAD7', schedule: 'EVERY_N_SESSIONS' })).json().message).toBe('Informe de quantas em quantas consultas (de 2 a 12).')

    // Only the first consultation's questionnaire is open (the second opens three days before it).
    const openAnswer = (await p.open()).json<{ time_zone: string; data: { session_id: string; instrument: string }[] }>()
    expect(openAnswer.time_zone).toBe('America/Sao_Paulo')
    const listed = openAnswer.data
    expect(listed).toEqual([expect.objectContaining({ assignment_id: assignment.id, session_id: p.first.id, instrument: 'PHQ9' })])

    const sheet = [1, 2, 1, 2, 1, 1, 1, 1, 0] // 10: Moderada, no risk
    expect((await p.answer({ assignment_id: assignment.id, session_id: p.first.id, answers: sheet.slice(0, 8) })).statusCode).toBe(422)
    const answered = await p.answer({ assignment_id: assignment.id, session_id: p.first.id, answers: sheet })
    expect(answered.statusCode).toBe(201)
    expect(answered.json()).toMatchObject({ risk: false })
    expect((await p.answer({ assignment_id: assignment.id, session_id: p.first.id, answers: sheet })).statusCode).toBe(409)
    expect((await p.open()).json().data).toEqual([])
    // An answer for a consultation not open yet is refused.
    expect((await p.answer({ assignment_id: assignment.id, session_id: p.second.id, answers: sheet })).statusCode).toBe(422)

    const read = await p.results()
    expect(read.statusCode).toBe(200)
    expect(read.json().results).toEqual([
      expect.objectContaining({ session_id: p.first.id, state: 'ANSWERED', answers: sheet, score: 10, band: 'moderate', band_label: 'Moderada', risk: false, answered_at: NOW }),
    ])
    expect(read.json().sessions.map((s: { id: string }) => s.id)).toEqual([p.first.id, p.second.id])
    const marks = await app.inject({ url: '/api/professional-private/me/questionnaire-marks', headers: { cookie: p.professionalCookie } })
    expect(marks.json().data).toEqual([{ session_id: p.first.id, instrument: 'PHQ9', score: 10, band_label: 'Moderada', risk: false }])

    // Stored sealed: the row holds no answer in clear, and opens only with its own binding.
    const [row] = await app.database.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.patientId, p.patient.id))
    if (!row || !app.deps.config.clinicalNotes) throw new Error('no row or no keys')
    expect(row.ciphertext).not.toContain('[1,2,1')
    expect(openNote(app.deps.config.clinicalNotes, row, row)).toBe(JSON.stringify(sheet))
    expect(openNote(app.deps.config.clinicalNotes, { ...row, sessionId: p.second.id }, row)).toBeNull()
    // The professional's reading is audited, without content.
    const audits = await app.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, p.patient.id), eq(auditLog.action, 'questionnaires.read')))
    expect(audits).toHaveLength(1)
    expect(JSON.stringify(audits[0]?.after)).not.toContain('Moderada')

    // At the second consultation's start, unanswered, it expires: the patient cannot answer, the professional sees it closed.
    app.clock.set('2026-11-30T13:00:00.000Z')
    expect((await p.open()).json().data).toEqual([expect.objectContaining({ session_id: p.second.id })])
    app.clock.set('2026-12-02T13:00:00.000Z')
    expect((await p.open()).json().data).toEqual([])
    expect((await p.answer({ assignment_id: assignment.id, session_id: p.second.id, answers: sheet })).statusCode).toBe(422)
    expect((await p.results()).json().results.map((r: { state: string }) => r.state)).toEqual(['ANSWERED', 'EXPIRED'])
  })

  it('another professional, another patient and an admin get no answers', async () => {
    const p = await pair()
    const assignment = (await p.assign({ instrument: 'PHQ9', schedule: 'ONCE' })).json<{ id: string }>()
    expect((await p.answer({ assignment_id: assignment.id, session_id: p.first.id, answers: Array(9).fill(0) })).statusCode).toBe(201)

    const stranger = await createProfessional(app.database.db, { email: `questionario.estranha${seq}@exemplo.com` })
    const strangerCookie = await logInAs(app, 'professional', stranger.email)
    expect((await p.results(strangerCookie)).statusCode).toBe(404)
    expect((await p.assign({ instrument: 'GAD7', schedule: 'ONCE' }, strangerCookie)).statusCode).toBe(404)
    expect((await app.inject({ method: 'POST', url: `/api/professional-private/me/questionnaire-assignments/${assignment.id}/stop`, headers: { cookie: strangerCookie } })).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/professional-private/me/questionnaire-marks', headers: { cookie: strangerCookie } })).json().data).toEqual([])

    const admin = await createAdmin(app.database.db, { email: `questionario.admin${seq}@exemplo.com` })
    const adminCookie = await logInAs(app, 'admin', admin.email)
    expect([401, 403]).toContain((await p.results(adminCookie)).statusCode)
    expect([401, 403]).toContain((await app.inject({ url: '/api/professional-private/me/questionnaire-alerts', headers: { cookie: adminCookie } })).statusCode)

    const otherPatient = await createPatient(app.database.db, { email: `questionario.outro${seq}@exemplo.com` })
    const otherCookie = await logInAs(app, 'patient', otherPatient.email)
    expect((await p.open(otherCookie)).json().data).toEqual([])
    expect((await p.answer({ assignment_id: assignment.id, session_id: p.first.id, answers: Array(9).fill(0) }, otherCookie)).statusCode).toBe(404)

    // The professional stops it: nothing more is asked, the answer stays.
    const stopped = await app.inject({ method: 'POST', url: `/api/professional-private/me/questionnaire-assignments/${assignment.id}/stop`, headers: { cookie: p.professionalCookie } })
    expect(stopped.json().stopped_at).toBe(NOW)
    expect((await p.results()).json().results).toHaveLength(1)
  })

  it('an item-9 answer shows the crisis notice and alerts the professional: an email without content, an in-app alert with its delivery and reading', async () => {
    const p = await pair()
    const assignment = (await p.assign({ instrument: 'PHQ9', schedule: 'EVERY_SESSION' })).json<{ id: string }>()
    const answered = await p.answer({ assignment_id: assignment.id, session_id: p.first.id, answers: [0, 0, 0, 0, 0, 0, 0, 0, 1] })
    expect(answered.json()).toMatchObject({ risk: true })
    const responseId = answered.json<{ response_id: string }>().response_id

    const [mail] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `questionnaire-alert:${responseId}`))
    expect(mail?.toAddress).toBe(p.professional.email)
    expect(mail?.subject).toBe('Acolhe: um questionário pede a sua atenção')
    for (const secret of ['Marina', 'Alves', 'PHQ', 'ferir', 'morto', PHQ9.items[8]?.text ?? '']) {
      expect(mail?.text).not.toContain(secret)
      expect(mail?.subject).not.toContain(secret)
    }

    const alerts = () => app.inject({ url: '/api/professional-private/me/questionnaire-alerts', headers: { cookie: p.professionalCookie } })
    const [alert] = (await alerts()).json().data
    expect(alert).toMatchObject({ patient: { id: p.patient.id, first_name: 'Marina' }, session_id: p.first.id, instrument: 'PHQ9', created_at: NOW, email_sent_at: null, read_at: null })
    // The outbox sender's delivery shows on the alert.
    await app.database.db.update(emailOutbox).set({ status: 'SENT', sentAt: new Date('2026-11-23T12:00:05.000Z') }).where(eq(emailOutbox.id, mail?.id ?? ''))
    expect((await alerts()).json().data[0].email_sent_at).toBe('2026-11-23T12:00:05.000Z')

    // The patient asks to talk from the crisis notice; the professional reads the alert.
    expect((await app.inject({ method: 'POST', url: `/api/user/me/questionnaire-answers/${responseId}/contact-request`, headers: { cookie: p.patientCookie } })).statusCode).toBe(204)
    expect((await app.inject({ method: 'POST', url: `/api/user/me/questionnaire-answers/${ZERO}/contact-request`, headers: { cookie: p.patientCookie } })).statusCode).toBe(404)
    app.clock.set('2026-11-23T12:10:00.000Z')
    expect((await app.inject({ method: 'POST', url: `/api/professional-private/me/questionnaire-alerts/${alert.id}/read`, headers: { cookie: p.professionalCookie } })).statusCode).toBe(204)
    expect((await alerts()).json().data[0]).toMatchObject({ read_at: '2026-11-23T12:10:00.000Z', contact_requested_at: NOW })
    const [stored] = await app.database.db.select().from(questionnaireAlerts).where(eq(questionnaireAlerts.responseId, responseId))
    expect(stored?.readAt?.toISOString()).toBe('2026-11-23T12:10:00.000Z')
    // The agenda's mark.
    const marks = await app.inject({ url: '/api/professional-private/me/questionnaire-marks', headers: { cookie: p.professionalCookie } })
    expect(marks.json().data).toEqual([{ session_id: p.first.id, instrument: 'PHQ9', score: 1, band_label: 'Mínima', risk: true }])
  })

  it("the patient's reminder carries the questionnaire's link when one is open for that consultation; the data export lists the answers", async () => {
    const p = await pair()
    expect((await p.assign({ instrument: 'GAD7', schedule: 'EVERY_N_SESSIONS', every_n: 2 })).statusCode).toBe(201)
    await app.database.db.transaction((tx) => notifySessionChange(app.deps, tx, p.second.id, { kind: 'confirmed' }))
    // The second consultation is the 2nd counted one: 'every 2' asks before the 1st and the 3rd, not this one.
    app.clock.set('2026-11-30T13:00:30.000Z')
    await runDueReminders(app.deps)
    const mails = () => app.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, p.patient.email), like(emailOutbox.dedupeKey, 'reminder-mail:48h:%')))
    const [mail] = await mails()
    expect(mail?.text).toContain('Lembrete')
    expect(mail?.text).not.toContain('questionário')

    const q = await pair()
    await q.assign({ instrument: 'GAD7', schedule: 'ONCE' })
    await app.database.db.transaction((tx) => notifySessionChange(app.deps, tx, q.second.id, { kind: 'confirmed' }))
    // 'Once' asks before the first consultation only: a reminder of the second carries nothing.
    app.clock.set('2026-11-30T13:00:30.000Z')
    await runDueReminders(app.deps)
    const second = await app.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, q.patient.email), like(emailOutbox.dedupeKey, 'reminder-mail:48h:%')))
    expect(second[0]?.text).toContain('Lembrete')
    expect(second[0]?.text).not.toContain('questionário')

    // A questionnaire before every consultation: the 48 h reminder of the second carries the link.
    const r = await pair()
    const every = (await r.assign({ instrument: 'PHQ9', schedule: 'EVERY_SESSION' })).json<{ id: string }>()
    await app.database.db.transaction((tx) => notifySessionChange(app.deps, tx, r.second.id, { kind: 'confirmed' }))
    app.clock.set('2026-11-30T13:00:30.000Z')
    await runDueReminders(app.deps)
    const [withLink] = await app.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, r.patient.email), like(emailOutbox.dedupeKey, 'reminder-mail:48h:%')))
    expect(withLink?.text).toContain('Antes da consulta, responda ao questionário que o seu profissional pediu')
    expect(withLink?.text).toMatch(/Responder ao questionário: http:\/\/localhost:3000\/questionarios/)
    const [toProfessional] = await app.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, r.professional.email), like(emailOutbox.dedupeKey, 'reminder-mail:48h:%')))
    expect(toProfessional?.text).not.toContain('questionário')

    // Answered, it appears in the patient's export with its score.
    expect((await r.answer({ assignment_id: every.id, session_id: r.second.id, answers: Array(9).fill(3) })).json().risk).toBe(true)
    const exported = await app.inject({ url: '/api/user/me/export', headers: { cookie: r.patientCookie } })
    expect(exported.json().questionnaire_answers).toEqual([
      expect.objectContaining({ instrument: 'PHQ-9', session_date: '2026-12-02T13:00:00.000Z', answers: Array(9).fill(3), score: 27, band: 'Grave' }),
    ])
  })

  it('the patient sees their own scores, bands and history only of the instruments the professional shares; never the answers; nobody else', async () => {
    const p = await pair()
    const phq = (await p.assign({ instrument: 'PHQ9', schedule: 'EVERY_SESSION' })).json<{ id: string }>()
    const gad = (await p.assign({ instrument: 'GAD7', schedule: 'EVERY_SESSION' })).json<{ id: string }>()
    expect((await p.answer({ assignment_id: phq.id, session_id: p.first.id, answers: [1, 2, 1, 2, 1, 1, 1, 1, 0] })).statusCode).toBe(201) // 10: Moderada
    expect((await p.answer({ assignment_id: gad.id, session_id: p.first.id, answers: [3, 3, 3, 3, 3, 3, 3] })).statusCode).toBe(201) // 21: Grave
    const history = (cookie = p.patientCookie) => app.inject({ url: '/api/user/me/questionnaire-history', headers: { cookie } })
    const share = (payload: object, cookie = p.professionalCookie) =>
      app.inject({ method: 'PUT', url: `/api/professional-private/me/questionnaires/${p.patient.id}/sharing`, headers: { cookie }, payload })
    const audits = (action: string) => app.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, p.patient.id), eq(auditLog.action, action)))

    // Not shared: the API sends nothing of the scores, and nothing was read.
    expect((await history()).json()).toEqual({ data: [] })
    expect(await audits('questionnaires.history.read')).toHaveLength(0)
    expect((await p.results()).json().shared).toEqual([])

    // The professional shares PHQ-9 only.
    const shared = await share({ instrument: 'PHQ9', shared: true })
    expect(shared.statusCode).toBe(200)
    expect(shared.json()).toEqual({ shared: ['PHQ9'] })
    expect((await share({ instrument: 'PHQ9', shared: true })).json()).toEqual({ shared: ['PHQ9'] })
    expect(await audits('questionnaire.share')).toHaveLength(1)
    expect((await p.results()).json().shared).toEqual(['PHQ9'])

    const seen = await history()
    expect(seen.statusCode).toBe(200)
    expect(seen.json()).toEqual({
      data: [
        {
          professional: { id: p.professional.id, first_name: p.professional.firstName, last_name: p.professional.lastName },
          instrument: 'PHQ9',
          points: [{ session_date: '2026-11-25T13:00:00.000Z', score: 10, band_label: 'Moderada' }],
          sessions: ['2026-11-25T13:00:00.000Z', '2026-12-02T13:00:00.000Z'],
        },
      ],
    })
    // Neither GAD-7 (not shared) nor the answers item by item nor the safety flag.
    expect(seen.body).not.toContain('GAD7')
    expect(seen.body).not.toContain('answers')
    expect(seen.body).not.toContain('risk')
    const [read] = await audits('questionnaires.history.read')
    expect(read).toMatchObject({ actorKind: 'patient', actorId: p.patient.id })
    expect(JSON.stringify(read?.after)).not.toContain('Moderada')

    // Another patient, another professional and an admin get nothing.
    const otherPatient = await createPatient(app.database.db, { email: `questionario.historico.outro${seq}@exemplo.com` })
    expect((await history(await logInAs(app, 'patient', otherPatient.email))).json()).toEqual({ data: [] })
    const stranger = await createProfessional(app.database.db, { email: `questionario.historico.estranha${seq}@exemplo.com` })
    const strangerCookie = await logInAs(app, 'professional', stranger.email)
    expect((await share({ instrument: 'GAD7', shared: true }, strangerCookie)).statusCode).toBe(404)
    expect([401, 403]).toContain((await history(strangerCookie)).statusCode)
    const admin = await createAdmin(app.database.db, { email: `questionario.historico.admin${seq}@exemplo.com` })
    const adminCookie = await logInAs(app, 'admin', admin.email)
    expect([401, 403]).toContain((await history(adminCookie)).statusCode)
    expect([401, 403]).toContain((await share({ instrument: 'GAD7', shared: true }, adminCookie)).statusCode)
    expect((await history()).json().data.map((e: { instrument: string }) => e.instrument)).toEqual(['PHQ9'])

    // Bad input: a Portuguese message, never a 5xx.
    const bad = await share({ instrument: 'PHQ9' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Diga se o histórico fica visível para o paciente.')

    // Turned off: the patient sees nothing again; turning off twice records once.
    expect((await share({ instrument: 'PHQ9', shared: false })).json()).toEqual({ shared: [] })
    expect((await share({ instrument: 'PHQ9', shared: false })).json()).toEqual({ shared: [] })
    expect(await audits('questionnaire.unshare')).toHaveLength(1)
    expect((await history()).json()).toEqual({ data: [] })
  })
})
