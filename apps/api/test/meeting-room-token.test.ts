import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { createAdmin, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// Signed rooms on a self-hosted Jitsi (docs/decisions/039-meeting-room-tokens.md): each participant's
// link carries their own HS256 token with Jitsi's claims, valid only around the consultation, and the
// link is handed out only then — the patient's only once admitted from the waiting room (decision 091).

const NOW = '2026-11-23T12:00:00.000Z'
const SECRET = 's'.repeat(40)
const APP_ID = 'acolhe'
const START = new Date('2026-11-25T13:00:00.000Z')
const ROOM = 'acolhe-Sala_de-Teste0123456789ab'
const MINUTE = 60_000
const at = (minutesFromStart: number) => new Date(START.getTime() + minutesFromStart * MINUTE).toISOString()
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000)

/** Splits a JWT, checks its HS256 signature against `secret` and answers its header and claims. */
function decode(token: string, secret: string) {
  const [header = '', claims = '', signature = ''] = token.split('.')
  const expected = createHmac('sha256', secret).update(`${header}.${claims}`).digest('base64url')
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>,
    signatureValid: signature === expected,
  }
}

describe('meeting room tokens', () => {
  let app: TestApp
  let cookies: { patient: string; professional: string; admin: string }
  let sessionId: string

  beforeAll(async () => {
    app = await createTestApp({ now: NOW, config: { meetingBaseUrl: 'https://video.acolhe.example', meetingJwt: { secret: SECRET, appId: APP_ID } } })
    const db = app.database.db
    const professional = await createProfessional(db, { email: 'psi.sala@exemplo.com', firstName: 'Ana', lastName: 'Lima' })
    const patient = await createPatient(db, { email: 'paciente.sala@exemplo.com', firstName: 'Bruno', lastName: 'Souza' })
    const service = await createService(db, { professionalType: professional.professionalType })
    const admin = await createAdmin(db, { email: 'admin.sala@exemplo.com' })
    const session = await createSession(db, {
      userId: patient.id,
      professionalId: professional.id,
      serviceId: service.id,
      selectedDate: START,
      status: 'CONFIRMED',
      payment: 'DONE',
      meetsUrl: `https://video.acolhe.example/${ROOM}`,
    })
    sessionId = session.id
    cookies = {
      patient: await logInAs(app, 'patient', patient.email),
      professional: await logInAs(app, 'professional', professional.email),
      admin: await logInAs(app, 'admin', admin.email),
    }
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
  })

  const linkFor = async (who: keyof typeof cookies): Promise<string | null> =>
    (await app.inject({ method: 'GET', url: `/api/session/${sessionId}`, headers: { cookie: cookies[who] } })).json().meets_url

  it('gives no link before 10 minutes ahead of the start nor after the end plus the margin', async () => {
    app.clock.set(at(-11))
    expect(await linkFor('patient')).toBeNull()
    expect(await linkFor('professional')).toBeNull()
    app.clock.set(at(50 + 15 + 1))
    expect(await linkFor('patient')).toBeNull()
  })

  it("gives each participant the room with their own signed token, with Jitsi's claims", async () => {
    app.clock.set(at(-10))
    // The patient's link is handed over in the room once the professional admits them (decision 091).
    expect(await linkFor('patient')).toBeNull()
    const room = (who: keyof typeof cookies, action: string, payload?: object) =>
      app.inject({ method: 'POST', url: `/api/room/${sessionId}/${action}`, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) })
    const presence = { camera: 'OK', microphone: 'OK', speakers: 'OK', latency_ms: 30, throughput_kbps: 5000, audio_only: false }
    expect((await room('patient', 'presence', presence)).json().room_url).toBeNull()
    expect((await room('professional', 'admit')).statusCode).toBe(200)
    const patientLink = new URL((await app.inject({ method: 'GET', url: `/api/room/${sessionId}`, headers: { cookie: cookies.patient } })).json().room_url ?? '')
    expect(`${patientLink.origin}${patientLink.pathname}`).toBe(`https://video.acolhe.example/${ROOM}`)
    const patient = decode(patientLink.searchParams.get('jwt') ?? '', SECRET)
    expect(patient.signatureValid).toBe(true)
    expect(patient.header).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(patient.claims).toMatchObject({
      aud: 'jitsi',
      iss: APP_ID,
      sub: 'video.acolhe.example',
      room: ROOM,
      nbf: seconds(at(-10)),
      exp: seconds(at(50 + 15)),
      context: { user: { name: 'Bruno Souza', moderator: false } },
    })

    app.clock.set(at(30))
    const professional = decode(new URL((await linkFor('professional')) ?? '').searchParams.get('jwt') ?? '', SECRET)
    expect(professional.signatureValid).toBe(true)
    expect(professional.claims).toMatchObject({ room: ROOM, iat: seconds(at(30)), context: { user: { name: 'Ana Lima', moderator: true } } })
    // A token signed with another secret is not the server's.
    expect(decode(new URL((await linkFor('professional')) ?? '').searchParams.get('jwt') ?? '', 'x'.repeat(40)).signatureValid).toBe(false)
  })

  it('gives an admin, who is not a participant, no link', async () => {
    app.clock.set(at(0))
    expect(await linkFor('admin')).toBeNull()
  })

  it('needs the secret and the app id together', () => {
    const base = { NODE_ENV: 'test' as const }
    const options = { dataDir: '/tmp/acolhe-meeting-config-test', sessionSecret: 'x'.repeat(64) }
    expect(loadConfig(base, options).meetingJwt).toBeUndefined()
    expect(loadConfig({ ...base, MEETING_JWT_SECRET: SECRET, MEETING_JWT_APP_ID: APP_ID }, options).meetingJwt).toEqual({ secret: SECRET, appId: APP_ID })
    expect(() => loadConfig({ ...base, MEETING_JWT_SECRET: SECRET }, options)).toThrow(/MEETING_JWT_APP_ID/)
    expect(() => loadConfig({ ...base, MEETING_JWT_APP_ID: APP_ID }, options)).toThrow(/MEETING_JWT_SECRET/)
  })
})

describe('meeting links without tokens', () => {
  it('stay the bare room, as before', async () => {
    const app = await createTestApp({ now: '2026-11-25T13:00:00.000Z' })
    try {
      const db = app.database.db
      const professional = await createProfessional(db, { email: 'psi.semtoken@exemplo.com' })
      const patient = await createPatient(db, { email: 'paciente.semtoken@exemplo.com' })
      const service = await createService(db, { professionalType: professional.professionalType })
      const session = await createSession(db, {
        userId: patient.id,
        professionalId: professional.id,
        serviceId: service.id,
        selectedDate: START,
        status: 'STARTED',
        payment: 'DONE',
        meetsUrl: `https://meet.jit.si/${ROOM}`,
      })
      const cookie = await logInAs(app, 'professional', professional.email)
      const answer = await app.inject({ method: 'GET', url: `/api/session/${session.id}`, headers: { cookie } })
      expect(answer.json()).toMatchObject({ meets_url: `https://meet.jit.si/${ROOM}`, actions: { join: 'enabled' } })
    } finally {
      await app.close()
    }
  })
})
