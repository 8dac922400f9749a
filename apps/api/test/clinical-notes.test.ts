import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ClinicalNoteKeys } from '../src/config'
import { clinicalNotes, clinicalRecordCopyRequests } from '../src/db/schema/clinical-records'
import { auditLog } from '../src/db/schema/operations'
import { sessions } from '../src/db/schema/sessions'
import { purgeExpiredRecords } from '../src/modules/clinical-records/clinical-records.service'
import { openNote } from '../src/modules/clinical-records/note-cipher'
import { createAdmin, createPatient, createProfessional, createService, createSession, DEFAULT_PASSWORD } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// The clinical record (decision 036): notes only their professional reads, encrypted at rest with a
// rotating key set; the patient's copy only after the professional approves it; every access audited;
// records purged 20 years after their last note. The clock is pinned at 2026-11-23 12:00 UTC.

const NOW = '2026-11-23T12:00:00.000Z'
const keyring = (current: string, ...ids: string[]): ClinicalNoteKeys => ({
  currentKeyId: current,
  keys: new Map(ids.map((id) => [id, randomBytes(32)])),
})

let seq = 0
/** A professional, a patient and a finished session between them (plus one ahead), fresh for each test. */
async function record(app: TestApp, status: 'FINISHED' | 'STARTED' = 'FINISHED') {
  const db = app.database.db
  seq += 1
  const professional = await createProfessional(db, { email: `prontuario.psi${seq}@exemplo.com` })
  const patient = await createPatient(db, { email: `prontuario.paciente${seq}@exemplo.com`, firstName: 'Helena', lastName: 'Prado' })
  const service = await createService(db, { professionalType: professional.professionalType })
  const session = await createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate: new Date('2026-11-20T13:00:00.000Z'), status, payment: 'DONE' })
  const ahead = await createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate: new Date('2026-12-04T13:00:00.000Z'), status: 'CONFIRMED', payment: 'DONE' })
  const professionalCookie = await logInAs(app, 'professional', professional.email)
  const patientCookie = await logInAs(app, 'patient', patient.email)
  const base = `/api/professional-private/me/clinical-records/${patient.id}`
  const write = (text: string, sessionId = session.id, cookie = professionalCookie) =>
    app.inject({ method: 'POST', url: `${base}/notes`, headers: { cookie }, payload: { session_id: sessionId, text } })
  const read = (cookie = professionalCookie) => app.inject({ url: base, headers: { cookie } })
  return { professional, patient, session, ahead, professionalCookie, patientCookie, base, write, read }
}

describe('the clinical record', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
  })
  afterAll(async () => {
    await app.close()
  })

  it('the professional writes a note on a finished session and reads it back; the session says it opens the record', async () => {
    const r = await record(app)
    const written = await r.write('Paciente relata melhora do sono.\nSegue com a terapia semanal.')
    expect(written.statusCode).toBe(201)
    expect(written.json()).toMatchObject({ session_id: r.session.id, session_date: '2026-11-20T13:00:00.000Z', text: 'Paciente relata melhora do sono.\nSegue com a terapia semanal.', created_at: NOW })

    const answer = await r.read()
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    expect(body.patient).toEqual({ id: r.patient.id, first_name: 'Helena', last_name: 'Prado' })
    expect(body.notes).toHaveLength(1)
    expect(body.notes[0].text).toContain('melhora do sono')
    // The server says which sessions accept a note: the finished one, not the one ahead.
    expect(body.sessions).toEqual([
      { id: r.ahead.id, selected_date: '2026-12-04T13:00:00.000Z', status: 'CONFIRMED', can_add_note: false },
      { id: r.session.id, selected_date: '2026-11-20T13:00:00.000Z', status: 'FINISHED', can_add_note: true },
    ])

    const list = await app.inject({ url: '/api/professional-private/me/clinical-records', headers: { cookie: r.professionalCookie } })
    expect(list.json().data).toEqual([{ patient: { id: r.patient.id, first_name: 'Helena', last_name: 'Prado' }, last_session_date: '2026-11-20T13:00:00.000Z', note_count: 1, pending_copy_requests: 0 }])

    const session = await app.inject({ url: `/api/session/${r.session.id}`, headers: { cookie: r.professionalCookie } })
    expect(session.json().actions.clinical_record).toBe(true)
    const ahead = await app.inject({ url: `/api/session/${r.ahead.id}`, headers: { cookie: r.professionalCookie } })
    expect(ahead.json().actions.clinical_record).toBe(false)
    // The patient's card leads to their copies; an admin's never to a record.
    expect((await app.inject({ url: `/api/session/${r.session.id}`, headers: { cookie: r.patientCookie } })).json().actions.clinical_record).toBe(true)
    const admin = await createAdmin(app.database.db, { email: `prontuario.admin.card${seq}@exemplo.com` })
    const adminView = await app.inject({ url: `/api/session/${r.session.id}`, headers: { cookie: await logInAs(app, 'admin', admin.email) } })
    expect(adminView.json().actions.clinical_record).toBe(false)
  })

  it('refuses a note on a session not yet started, on another patient’s session, and an empty or too long one', async () => {
    const r = await record(app, 'STARTED')
    expect((await r.write('Em andamento: anotação aceita.')).statusCode).toBe(201)
    const ahead = await r.write('Ainda não aconteceu.', r.ahead.id)
    expect(ahead.statusCode).toBe(422)
    expect(ahead.json()).toEqual({ code: 'UNPROCESSABLE', message: 'Esta consulta ainda não aceita anotações: escreva depois de iniciá-la.' })
    const other = await record(app)
    expect((await r.write('Sessão de outro paciente.', other.session.id)).statusCode).toBe(404)
    expect((await r.write('   ')).statusCode).toBe(400)
    const long = await r.write('x'.repeat(20_001))
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toMatch(/20\.000 caracteres/)
    expect((await r.write('y'.repeat(20_000))).statusCode).toBe(201)
  })

  it('an admin and another professional cannot read or write it, nor can the patient', async () => {
    const r = await record(app)
    await r.write('Somente a profissional lê isto.')
    const admin = await createAdmin(app.database.db, { email: `prontuario.admin${seq}@exemplo.com` })
    const adminCookie = await logInAs(app, 'admin', admin.email)
    const stranger = await createProfessional(app.database.db, { email: `prontuario.outra${seq}@exemplo.com` })
    const strangerCookie = await logInAs(app, 'professional', stranger.email)

    expect((await r.read(adminCookie)).statusCode).toBe(403)
    expect((await r.read(r.patientCookie)).statusCode).toBe(403)
    const foreign = await r.read(strangerCookie)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.body).not.toContain('Somente')
    expect((await r.write('Intrusa.', r.session.id, strangerCookie)).statusCode).toBe(404)
    expect((await r.write('Admin.', r.session.id, adminCookie)).statusCode).toBe(403)
    const strangerList = await app.inject({ url: '/api/professional-private/me/clinical-records', headers: { cookie: strangerCookie } })
    expect(strangerList.json().data).toEqual([])
    // The admin's audit view shows that the record was read, never what it says.
    const audit = await app.inject({ url: `/api/audit?entity=patient&id=${r.patient.id}`, headers: { cookie: adminCookie } })
    expect(audit.statusCode).toBe(200)
    expect(audit.body).not.toContain('Somente')
  })

  it('the patient gets the record only through a copy the professional approved', async () => {
    const r = await record(app)
    await r.write('Primeira anotação: acolhimento.')
    const copyUrl = `/api/user/me/clinical-records/${r.professional.id}/copy`
    const download = () => app.inject({ url: copyUrl, headers: { cookie: r.patientCookie } })
    const request = () => app.inject({ method: 'POST', url: `/api/user/me/clinical-records/${r.professional.id}/copy-request`, headers: { cookie: r.patientCookie } })
    const mine = async () => (await app.inject({ url: '/api/user/me/clinical-records', headers: { cookie: r.patientCookie } })).json().data

    expect(await mine()).toEqual([
      {
        professional: { id: r.professional.id, first_name: r.professional.firstName, last_name: r.professional.lastName, professional_type: r.professional.professionalType },
        copy_request: null,
        can_request: true,
        can_download: false,
      },
    ])
    expect((await download()).statusCode).toBe(404)
    const asked = await request()
    expect(asked.statusCode).toBe(201)
    expect(asked.json()).toMatchObject({ status: 'REQUESTED', requested_at: NOW, decided_at: null })
    expect((await request()).statusCode).toBe(409)
    // Requested but not approved: still nothing.
    const pending = await download()
    expect(pending.statusCode).toBe(404)
    expect(pending.body).not.toContain('acolhimento')
    expect((await mine())[0]).toMatchObject({ copy_request: { status: 'REQUESTED' }, can_request: false, can_download: false })

    const recordView = (await r.read()).json()
    expect(recordView.copy_requests).toEqual([{ id: asked.json().id, status: 'REQUESTED', requested_at: NOW, decided_at: null, can_decide: true }])
    // Another professional cannot answer it; the patient cannot approve their own.
    const stranger = await createProfessional(app.database.db, { email: `prontuario.decide${seq}@exemplo.com` })
    const decideUrl = `/api/professional-private/me/clinical-record-copies/${asked.json().id}`
    expect((await app.inject({ method: 'PATCH', url: decideUrl, headers: { cookie: await logInAs(app, 'professional', stranger.email) }, payload: { approved: true } })).statusCode).toBe(404)
    expect((await app.inject({ method: 'PATCH', url: decideUrl, headers: { cookie: r.patientCookie }, payload: { approved: true } })).statusCode).toBe(403)

    app.clock.set('2026-11-23T15:00:00.000Z')
    try {
      const approved = await app.inject({ method: 'PATCH', url: decideUrl, headers: { cookie: r.professionalCookie }, payload: { approved: true } })
      expect(approved.statusCode).toBe(200)
      expect(approved.json()).toMatchObject({ status: 'APPROVED', decided_at: '2026-11-23T15:00:00.000Z' })
      expect((await app.inject({ method: 'PATCH', url: decideUrl, headers: { cookie: r.professionalCookie }, payload: { approved: false } })).statusCode).toBe(409)
      app.clock.set('2026-11-23T16:00:00.000Z')
      await r.write('Escrita depois da aprovação.')

      const copy = await download()
      expect(copy.statusCode).toBe(200)
      expect(copy.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(copy.headers['content-disposition']).toBe('attachment; filename="prontuario-2026-11-23.txt"')
      expect(copy.body).toContain('Primeira anotação: acolhimento.')
      expect(copy.body).toContain('Paciente: Helena Prado')
      expect(copy.body).toContain('Cópia aprovada em 23/11/2026 às 12:00')
      // The copy is what the professional approved: later notes wait for a new request.
      expect(copy.body).not.toContain('depois da aprovação')
      expect((await mine())[0]).toMatchObject({ copy_request: { status: 'APPROVED' }, can_request: true, can_download: true })
    } finally {
      app.clock.set(NOW)
    }
  })

  it('a declined request gives nothing and lets the patient ask again', async () => {
    const r = await record(app)
    await r.write('Anotação reservada.')
    const asked = await app.inject({ method: 'POST', url: `/api/user/me/clinical-records/${r.professional.id}/copy-request`, headers: { cookie: r.patientCookie } })
    const declined = await app.inject({ method: 'PATCH', url: `/api/professional-private/me/clinical-record-copies/${asked.json().id}`, headers: { cookie: r.professionalCookie }, payload: { approved: false } })
    expect(declined.json().status).toBe('DECLINED')
    expect((await app.inject({ url: `/api/user/me/clinical-records/${r.professional.id}/copy`, headers: { cookie: r.patientCookie } })).statusCode).toBe(404)
    const mine = (await app.inject({ url: '/api/user/me/clinical-records', headers: { cookie: r.patientCookie } })).json().data
    expect(mine[0]).toMatchObject({ copy_request: { status: 'DECLINED' }, can_request: true, can_download: false })
  })

  it('a patient never seen by the professional has no record to ask a copy of', async () => {
    const r = await record(app)
    const other = await createProfessional(app.database.db, { email: `prontuario.nunca${seq}@exemplo.com` })
    const asked = await app.inject({ method: 'POST', url: `/api/user/me/clinical-records/${other.id}/copy-request`, headers: { cookie: r.patientCookie } })
    expect(asked.statusCode).toBe(404)
  })

  it('stores only ciphertext: the raw row holds no plaintext and does not open with another key', async () => {
    const r = await record(app)
    const secret = 'Relato confidencial: ideação passada, sem plano atual.'
    const written = (await r.write(secret)).json()
    const result: unknown = await app.database.db.execute(sql`select * from clinical_notes where id = ${written.id}`)
    const [raw] = z.object({ rows: z.array(z.record(z.string(), z.unknown())) }).parse(result).rows
    expect(raw).toBeDefined()
    const rawText = JSON.stringify(raw)
    expect(rawText).not.toContain('confidencial')
    expect(rawText).not.toContain(Buffer.from(secret).toString('base64').slice(0, 16))
    expect(raw).toMatchObject({ key_id: 'dev', professional_id: r.professional.id, patient_id: r.patient.id, session_id: r.session.id })

    const [row] = await app.database.db.select().from(clinicalNotes).where(eq(clinicalNotes.id, written.id))
    if (!row) throw new Error('note row missing')
    const devKeys = app.deps.config.clinicalNotes
    if (!devKeys) throw new Error('test config has no clinical note keys')
    expect(openNote(devKeys, row, row)).toBe(secret)
    // Another key under the same id fails to authenticate; the right key on another row fails too.
    expect(openNote({ currentKeyId: 'dev', keys: new Map([['dev', randomBytes(32)]]) }, row, row)).toBeNull()
    expect(openNote(devKeys, { ...row, patientId: r.professional.id }, row)).toBeNull()
  })

  it('after a rotation, notes under the old key still read and new notes use the new key', async () => {
    const before = keyring('k1', 'k1')
    const k1 = before.keys.get('k1')
    if (!k1) throw new Error('k1 missing')
    const first = await createTestApp({ now: NOW, config: { clinicalNotes: before } })
    try {
      const r = await record(first)
      expect((await r.write('Antes da rotação.')).statusCode).toBe(201)
      const after: ClinicalNoteKeys = { currentKeyId: 'k2', keys: new Map([['k1', k1], ['k2', randomBytes(32)]]) }
      const rotated = await createTestApp({ now: NOW, database: first.database, config: { clinicalNotes: after } })
      try {
        const cookie = await logInAs(rotated, 'professional', r.professional.email)
        const written = await rotated.inject({ method: 'POST', url: `${r.base}/notes`, headers: { cookie }, payload: { session_id: r.session.id, text: 'Depois da rotação.' } })
        expect(written.statusCode).toBe(201)
        const texts = (await rotated.inject({ url: r.base, headers: { cookie } })).json().notes.map((note: { text: string }) => note.text)
        expect(texts.sort()).toEqual(['Antes da rotação.', 'Depois da rotação.'])
        const keyIds = (await rotated.database.db.select({ keyId: clinicalNotes.keyId }).from(clinicalNotes).where(eq(clinicalNotes.patientId, r.patient.id))).map((row) => row.keyId)
        expect(keyIds.sort()).toEqual(['k1', 'k2'])
      } finally {
        await rotated.close()
      }
      // An instance without the old key shows the note as unreadable instead of failing the record.
      const lost = await createTestApp({ now: NOW, database: first.database, config: { clinicalNotes: keyring('k3', 'k3') } })
      try {
        const cookie = await logInAs(lost, 'professional', r.professional.email)
        const notes = (await lost.inject({ url: r.base, headers: { cookie } })).json().notes
        expect(notes.every((note: { text: string }) => note.text.startsWith('[anotação ilegível'))).toBe(true)
      } finally {
        await lost.close()
      }
    } finally {
      await first.close()
    }
  })

  it('audits every write, read and copy step on the patient, without the text', async () => {
    const r = await record(app)
    const note = (await r.write('Texto que não vai para o registro de auditoria.')).json()
    await r.read()
    const asked = (await app.inject({ method: 'POST', url: `/api/user/me/clinical-records/${r.professional.id}/copy-request`, headers: { cookie: r.patientCookie } })).json()
    await app.inject({ method: 'PATCH', url: `/api/professional-private/me/clinical-record-copies/${asked.id}`, headers: { cookie: r.professionalCookie }, payload: { approved: true } })
    await app.inject({ url: `/api/user/me/clinical-records/${r.professional.id}/copy`, headers: { cookie: r.patientCookie } })

    const rows = await app.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'patient'), eq(auditLog.entityId, r.patient.id)))
    const actions = rows.map((row) => `${row.actorKind} ${row.action}`).sort()
    expect(actions).toEqual([
      'patient clinical_record.copy_download',
      'patient clinical_record.copy_request',
      'professional clinical_note.create',
      'professional clinical_record.copy_approve',
      'professional clinical_record.read',
    ])
    expect(rows.find((row) => row.action === 'clinical_note.create')?.after).toEqual({ note_id: note.id, session_id: r.session.id, key_id: 'dev' })
    expect(rows.find((row) => row.action === 'clinical_record.read')?.actorId).toBe(r.professional.id)
    expect(JSON.stringify(rows)).not.toContain('auditoria')
  })

  it('deleting the patient account keeps the notes and closes open copy requests', async () => {
    const r = await record(app)
    await r.write('Guardada pelo prazo legal.')
    await app.inject({ method: 'POST', url: `/api/user/me/clinical-records/${r.professional.id}/copy-request`, headers: { cookie: r.patientCookie } })
    // The consultation ahead must be cancelled before an account can go.
    await app.database.db.update(sessions).set({ status: 'CANCELLED' }).where(eq(sessions.id, r.ahead.id))
    const deleted = await app.inject({ method: 'DELETE', url: '/api/user/me', headers: { cookie: r.patientCookie }, payload: { password: DEFAULT_PASSWORD } })
    expect(deleted.statusCode).toBeLessThan(300)
    const view = (await r.read()).json()
    expect(view.patient).toMatchObject({ first_name: null, last_name: null })
    expect(view.notes.map((note: { text: string }) => note.text)).toEqual(['Guardada pelo prazo legal.'])
    expect(view.copy_requests[0]).toMatchObject({ status: 'DECLINED', can_decide: false })
  })

  it('the purge removes only records whose last note is past 20 years, safely from two instances at once', async () => {
    const db = app.database.db
    const expired = await record(app)
    const kept = await record(app)
    app.clock.set('2005-06-01T12:00:00.000Z')
    try {
      await expired.write('Antiga, expirada.')
      await kept.write('Antiga, mas o prontuário continua em uso.')
      app.clock.set('2006-11-23T11:00:00.000Z')
      await expired.write('Última anotação, há mais de 20 anos.')
      await app.inject({ method: 'POST', url: `/api/user/me/clinical-records/${expired.professional.id}/copy-request`, headers: { cookie: expired.patientCookie } })
    } finally {
      app.clock.set(NOW)
    }
    await kept.write('Recente.')
    // Exactly 20 years after the last note the record is still kept; it goes right after.
    const twentyYears = { db, clock: { now: () => new Date('2026-11-23T11:00:00.000Z') } }
    expect(await purgeExpiredRecords(twentyYears)).toBe(0)
    const later = { db, clock: { now: () => new Date(NOW) } }
    const [a, b] = await Promise.all([purgeExpiredRecords(later), purgeExpiredRecords(later)])
    expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(2)
    expect(await db.select().from(clinicalNotes).where(eq(clinicalNotes.patientId, expired.patient.id))).toEqual([])
    expect(await db.select().from(clinicalRecordCopyRequests).where(eq(clinicalRecordCopyRequests.patientId, expired.patient.id))).toEqual([])
    expect(await db.select({ id: clinicalNotes.id }).from(clinicalNotes).where(eq(clinicalNotes.patientId, kept.patient.id))).toHaveLength(2)
    expect(await purgeExpiredRecords(later)).toBe(0)
  })
})
