import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { roomTexts } from '@acolhe/shared/texts/consultation-room'
import { roomFailures, roomPresence } from '../src/db/schema/consultation-room'
import { auditLog } from '../src/db/schema/operations'
import { purgeOldPresence } from '../src/modules/consultation-room/room.service'
import { createAdmin, createAvailability, createPatient, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { bookedSessionId, createBookableProfessional, wednesdayAt } from './helpers/booking'
import { balanceCentsOf, createPayingPatient, decideOnLocalPage, sessionRow, startLocalCheckout } from './helpers/payments'

// The consultation room (docs/decisions/090, 091, 092): presence with the device check's results, the
// waiting room the professional admits from (the patient's signed link exists only from then), the 5 and
// 10 minutes without the other, and 'Falha técnica' turned into a reschedule without fee or the no-show
// exception, through the session's lifecycle and recorded in its history.

const NOW = '2026-11-23T12:00:00.000Z'
const SECRET = 's'.repeat(40)
const MINUTE = 60_000
const checked = { camera: 'OK', microphone: 'OK', speakers: 'OK', latency_ms: 40, throughput_kbps: 8000, audio_only: false } as const

describe('the consultation room', () => {
  let app: TestApp
  let adminCookie: string
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp({ now: NOW, config: { meetingBaseUrl: 'https://video.acolhe.example', meetingJwt: { secret: SECRET, appId: 'acolhe' } } })
    await createBookableProfessional(app)
    const admin = await createAdmin(app.database.db, { email: 'admin.sala@exemplo.com' })
    adminCookie = await logInAs(app, 'admin', admin.email)
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
  })

  /** Each test's own professional and patient, and an online session on Wednesday at `hour`, paid. */
  async function paidSession(hour = 14) {
    serial += 1
    const db = app.database.db
    const professional = await createProfessional(db, {
      email: `psi.sala${serial}@exemplo.com`,
      firstName: 'Ana',
      lastName: 'Lima',
      serviceModality: 'FULL_REMOTE',
      professionalType: 'PSYCHOLOGIST',
    })
    await createAvailability(db, professional.id, [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, startTime: '0700', endTime: '2200' })))
    const { patient, cookie: patientCookie } = await createPayingPatient(app, { email: `paciente.sala${serial}@exemplo.com` })
    const start = wednesdayAt(hour)
    const id = await bookedSessionId(app, patientCookie, { professional_id: professional.id, selected_date: start })
    expect((await decideOnLocalPage(app, await startLocalCheckout(app, patientCookie, id), true)).statusCode).toBe(200)
    const professionalCookie = await logInAs(app, 'professional', professional.email)
    const at = (minutesFromStart: number) => app.clock.set(new Date(new Date(start).getTime() + minutesFromStart * MINUTE))
    return { id, start, at, patient, patientCookie, professional, professionalCookie }
  }
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const room = async (cookie: string, id: string) => (await call('GET', `/api/room/${id}`, cookie)).json<RoomStateDto>()

  it('opens from 10 minutes before the start for its two parties only, with what a session card needs', async () => {
    const s = await paidSession()
    s.at(-11)
    const early = await call('POST', `/api/room/${s.id}/presence`, s.patientCookie, checked)
    expect(early.statusCode).toBe(422)
    expect(early.json()).toEqual({ message: roomTexts.notOpen, code: 'ROOM_NOT_OPEN' })
    expect((await call('GET', `/api/session/${s.id}`, s.patientCookie)).json().actions.room).toBe(false)

    s.at(-10)
    expect((await call('GET', `/api/session/${s.id}`, s.patientCookie)).json().actions.room).toBe(true)
    expect((await call('GET', `/api/session/${s.id}`, s.professionalCookie)).json().actions.room).toBe(true)
    expect((await call('GET', `/api/session/${s.id}`, adminCookie)).json().actions.room).toBe(false)
    // An admin sees the room but never enters it; another patient neither.
    expect((await call('POST', `/api/room/${s.id}/presence`, adminCookie, checked)).statusCode).toBe(403)
    const stranger = await createPayingPatient(app, { email: `estranho.sala${serial}@exemplo.com` })
    expect((await call('GET', `/api/room/${s.id}`, stranger.cookie)).statusCode).toBe(403)
    expect((await call('POST', `/api/room/${s.id}/presence`, s.patientCookie, { ...checked, camera: 'TALVEZ' })).statusCode).toBe(400)
  })

  it('shows the professional the patient waiting with their devices; only admission gives the patient the signed link', async () => {
    const s = await paidSession()
    s.at(-2)
    // The patient's session answer never carries the room link: the waiting room hands it over.
    expect((await call('GET', `/api/session/${s.id}`, s.patientCookie)).json().meets_url).toBeNull()
    const waiting = await call('POST', `/api/room/${s.id}/presence`, s.patientCookie, { ...checked, microphone: 'FAILED', audio_only: true })
    expect(waiting.statusCode).toBe(200)
    expect(waiting.json<RoomStateDto>()).toMatchObject({ viewer: 'patient', room_url: null, admitted_at: null, patient_phone: null })

    const seen = await room(s.professionalCookie, s.id)
    expect(seen.patient).toMatchObject({ here: true, camera: 'OK', microphone: 'FAILED', connection: 'GOOD', audio_only: true, arrived_at: new Date(Date.parse(s.start) - 2 * MINUTE).toISOString() })
    expect(seen.actions.admit).toBe(true)
    expect(seen.patient_phone).toBe(s.patient.phoneNumber)
    expect(seen.room_url).toMatch(/^https:\/\/video\.acolhe\.example\/acolhe-.+\?jwt=/)

    // The patient cannot admit themself.
    expect((await call('POST', `/api/room/${s.id}/admit`, s.patientCookie)).statusCode).toBe(403)
    app.clock.advance(20_000)
    const admitted = await call('POST', `/api/room/${s.id}/admit`, s.professionalCookie)
    expect(admitted.statusCode).toBe(200)
    expect(admitted.json<RoomStateDto>()).toMatchObject({ status: 'STARTED', admitted_at: new Date(Date.parse(s.start) - 2 * MINUTE + 20_000).toISOString(), actions: { admit: false } })
    const patientRoom = await room(s.patientCookie, s.id)
    const link = new URL(patientRoom.room_url ?? '')
    const [header = '', claims = '', signature = ''] = (link.searchParams.get('jwt') ?? '').split('.')
    expect(createHmac('sha256', SECRET).update(`${header}.${claims}`).digest('base64url')).toBe(signature)
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'))).toMatchObject({ context: { user: { id: s.patient.id, moderator: false } } })
    expect((await sessionRow(app, s.id)).status).toBe('STARTED')
  })

  it('refuses admitting a patient who is not in the waiting room (or left it)', async () => {
    const s = await paidSession()
    s.at(0)
    const none = await call('POST', `/api/room/${s.id}/admit`, s.professionalCookie)
    expect(none.statusCode).toBe(422)
    expect(none.json()).toEqual({ message: roomTexts.notWaiting, code: 'PATIENT_NOT_WAITING' })
    await call('POST', `/api/room/${s.id}/presence`, s.patientCookie, checked)
    app.clock.advance(25_000)
    expect((await room(s.professionalCookie, s.id)).patient?.here).toBe(true)
    app.clock.advance(1_000)
    expect((await room(s.professionalCookie, s.id)).patient?.here).toBe(false)
    expect((await call('POST', `/api/room/${s.id}/admit`, s.professionalCookie)).statusCode).toBe(422)
    expect((await sessionRow(app, s.id)).status).toBe('CONFIRMED')
  })

  it('tells each side when the other has not arrived 5 and 10 minutes after the start', async () => {
    const s = await paidSession()
    s.at(-1)
    await call('POST', `/api/room/${s.id}/presence`, s.professionalCookie, checked)
    s.at(4)
    expect((await room(s.professionalCookie, s.id)).other_missing_minutes).toBeNull()
    s.at(5)
    expect((await room(s.professionalCookie, s.id)).other_missing_minutes).toBe(5)
    s.at(10)
    expect((await room(s.professionalCookie, s.id)).other_missing_minutes).toBe(10)
    // The professional is there: the patient is told nothing.
    expect((await room(s.patientCookie, s.id)).other_missing_minutes).toBeNull()
  })

  it('turns a reported failure into a reschedule without fee, in the session history, once', async () => {
    const s = await paidSession()
    s.at(-1)
    await call('POST', `/api/room/${s.id}/presence`, s.patientCookie, checked)
    await call('POST', `/api/room/${s.id}/admit`, s.professionalCookie)
    s.at(20)
    const reported = await call('POST', `/api/room/${s.id}/failures`, s.patientCookie, { note: 'O vídeo travou' })
    expect(reported.statusCode).toBe(200)
    const [failure] = reported.json<RoomStateDto>().failures
    expect(failure).toMatchObject({ reported_by: 'patient', note: 'O vídeo travou', resolution: null })
    // The patient reports; only the professional (or an admin) decides.
    expect((await room(s.patientCookie, s.id)).actions.resolve_failure).toBe(false)
    expect((await room(s.professionalCookie, s.id)).actions.resolve_failure).toBe(true)
    const url = `/api/room/${s.id}/failures/${failure?.id}/reschedule`
    expect((await call('POST', url, s.patientCookie, { selected_date: wednesdayAt(16) })).statusCode).toBe(403)
    const balanceBefore = await balanceCentsOf(app, s.patient.id)
    const before = await sessionRow(app, s.id)

    const moved = await call('POST', url, s.professionalCookie, { selected_date: '2026-11-27T18:00:00.000Z' })
    expect(moved.statusCode).toBe(200)
    expect(moved.json<RoomStateDto>().failures[0]).toMatchObject({ resolution: 'RESCHEDULED_WITHOUT_FEE', moved_to: '2026-11-27T18:00:00.000Z' })
    const after = await sessionRow(app, s.id)
    expect(after).toMatchObject({ status: 'CONFIRMED', payment: 'DONE', priceCents: before.priceCents, patientRescheduleCount: 0, startedAt: null })
    expect(after.selectedDate.toISOString()).toBe('2026-11-27T18:00:00.000Z')
    expect(await balanceCentsOf(app, s.patient.id)).toBe(balanceBefore)
    const history = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, s.id))
    expect(history.find((row) => row.action === 'session.failure.reschedule')).toMatchObject({
      actorKind: 'professional',
      actorId: s.professional.id,
      before: { selected_date: s.start, status: 'STARTED' },
      after: { selected_date: '2026-11-27T18:00:00.000Z', status: 'CONFIRMED' },
    })
    const again = await call('POST', url, adminCookie, { selected_date: '2026-11-27T19:00:00.000Z' })
    expect(again.statusCode).toBe(422)
    expect(again.json().code).toBe('FAILURE_RESOLVED')
  })

  it('turns a failure into the no-show exception: cancelled as nobody\'s absence, the price back as balance', async () => {
    const s = await paidSession()
    s.at(5)
    await call('POST', `/api/room/${s.id}/presence`, s.professionalCookie, checked)
    const reported = await call('POST', `/api/room/${s.id}/failures`, s.professionalCookie, {})
    const failureId = reported.json<RoomStateDto>().failures[0]?.id
    // Recorded after the window as the patient's absence, the failure still excuses it.
    s.at(60)
    expect((await call('PATCH' as 'POST', `/api/session/${s.id}/no-show`, s.professionalCookie, { absent: 'PATIENT' })).statusCode).toBe(200)
    const balanceBefore = await balanceCentsOf(app, s.patient.id)
    const excused = await call('POST', `/api/room/${s.id}/failures/${failureId}/no-show-exception`, adminCookie)
    expect(excused.statusCode).toBe(200)
    expect(excused.json<RoomStateDto>().failures[0]?.resolution).toBe('NO_SHOW_EXCEPTION')
    expect((await sessionRow(app, s.id)).status).toBe('CANCELLED')
    expect((await balanceCentsOf(app, s.patient.id)) - balanceBefore).toBe(15500)
    const history = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, s.id))
    expect(history.map((row) => row.action)).toContain('session.failure.no_show_exception')
  })

  it("refuses a failure report outside the consultation and another professional's decision", async () => {
    const s = await paidSession()
    s.at(-30)
    expect((await call('POST', `/api/room/${s.id}/failures`, s.patientCookie, {})).json().code).toBe('FAILURE_NOT_ALLOWED')
    s.at(10)
    const failureId = (await call('POST', `/api/room/${s.id}/failures`, s.patientCookie, {})).json<RoomStateDto>().failures[0]?.id
    app.clock.set(NOW)
    const other = await paidSession(15)
    expect((await call('POST', `/api/room/${s.id}/failures/${failureId}/no-show-exception`, other.professionalCookie)).statusCode).toBe(403)
    expect((await call('POST', `/api/room/${s.id}/failures/00000000-0000-4000-8000-000000000000/no-show-exception`, s.professionalCookie)).statusCode).toBe(404)
    expect((await app.database.db.select().from(roomFailures).where(eq(roomFailures.sessionId, s.id))).map((row) => row.resolution)).toEqual([null])
  })

  it('keeps presence only for the session day', async () => {
    const s = await paidSession()
    s.at(-5)
    await call('POST', `/api/room/${s.id}/presence`, s.patientCookie, checked)
    const rows = () => app.database.db.select().from(roomPresence).where(eq(roomPresence.sessionId, s.id))
    s.at(480)
    expect(await purgeOldPresence(app.deps)).toBe(0)
    expect(await rows()).toHaveLength(1)
    // The next day in Brasília (the session is at 14:00 on Wednesday; Thursday 00:00 is 03:00 UTC).
    app.clock.set('2026-11-26T03:00:00.000Z')
    expect(await purgeOldPresence(app.deps)).toBeGreaterThanOrEqual(1)
    expect(await rows()).toHaveLength(0)
  })

  it('answers the connection test with the size asked, never cached', async () => {
    const patient = await createPatient(app.database.db, { email: 'conexao.sala@exemplo.com' })
    const cookie = await logInAs(app, 'patient', patient.email)
    const answer = await call('GET', '/api/room/connection-test?size_kb=64', cookie)
    expect(answer.statusCode).toBe(200)
    expect(answer.rawPayload.length).toBe(64 * 1024)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect((await call('GET', '/api/room/connection-test?size_kb=9999', cookie)).json()).toMatchObject({ message: roomTexts.invalidSize })
    expect((await app.inject({ method: 'GET', url: '/api/room/connection-test?size_kb=1' })).statusCode).toBe(401)
  })
})
