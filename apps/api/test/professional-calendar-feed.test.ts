import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { professionalCalendarFeeds } from '../src/db/schema/professional-area'
import { createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// The professional's private iCal feed (decision 027): a secret address kept hashed, regenerable and
// revocable, serving the booked consultations with the patient's first name only.

const HOUR = 3_600_000

describe('the professional calendar feed', () => {
  let app: TestApp
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  async function professionalWithSessions() {
    serial += 1
    const db = app.database.db
    const professional = await createProfessional(db, { email: `agenda.ics${serial}@exemplo.com` })
    const service = await createService(db, { professionalType: professional.professionalType })
    const patient = await createPatient(db, { email: `paciente.ics${serial}@exemplo.com`, firstName: 'Rosana', lastName: 'Sobrenome Secreto' })
    const now = app.clock.now().getTime()
    const base = { professionalId: professional.id, serviceId: service.id, userId: patient.id }
    const confirmed = await createSession(db, { ...base, selectedDate: new Date(now + 48 * HOUR), status: 'CONFIRMED', payment: 'DONE', meetsUrl: 'https://meet.jit.si/acolhe-x' })
    const cancelled = await createSession(db, { ...base, selectedDate: new Date(now + 72 * HOUR), status: 'CANCELLED' })
    const unpaid = await createSession(db, { ...base, selectedDate: new Date(now + 96 * HOUR) })
    const cookie = await logInAs(app, 'professional', professional.email)
    return { professional, cookie, confirmed, cancelled, unpaid }
  }
  const create = (cookie: string) => app.inject({ method: 'POST', url: '/api/professional-private/me/calendar-feed', headers: { cookie } })
  const status = async (cookie: string) => (await app.inject({ url: '/api/professional-private/me/calendar-feed', headers: { cookie } })).json()
  const read = (url: string) => app.inject({ url: new URL(url).pathname + new URL(url).search })

  it('creates a secret address, shown once and stored only hashed, serving text/calendar of the booked consultations', async () => {
    const { professional, cookie, confirmed, cancelled, unpaid } = await professionalWithSessions()
    expect(await status(cookie)).toEqual({ active: false, created_at: null })
    const created = await create(cookie)
    expect(created.statusCode).toBe(201)
    const { url } = created.json()
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/agenda\.ics\?token=[A-Za-z0-9_-]{43}$/)
    expect((await status(cookie)).active).toBe(true)

    const token = new URL(url).searchParams.get('token') ?? ''
    const stored = await app.database.db.select().from(professionalCalendarFeeds)
    const row = stored.find((feed) => feed.professionalId === professional.id)
    expect(row?.tokenHash).not.toContain(token)
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/)

    const feed = await read(url)
    expect(feed.statusCode).toBe(200)
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/)
    const body = feed.body
    expect(body).toContain('BEGIN:VCALENDAR')
    expect(body).toContain(`UID:feed-${confirmed.id}@acolhe`)
    expect(body).toContain('SUMMARY:Consulta com Rosana')
    expect(body).toContain('https://meet.jit.si/acolhe-x')
    expect(body).not.toContain(cancelled.id)
    expect(body).not.toContain(unpaid.id)
    // First name only: no surname, no email.
    expect(body).not.toContain('Sobrenome Secreto')
    expect(body).not.toContain('@exemplo.com')
  })

  it('regenerating stops the old address; revoking stops every address', async () => {
    const { cookie } = await professionalWithSessions()
    const first = (await create(cookie)).json().url
    const second = (await create(cookie)).json().url
    expect(second).not.toBe(first)
    expect((await read(first)).statusCode).toBe(404)
    expect((await read(second)).statusCode).toBe(200)

    const revoked = await app.inject({ method: 'DELETE', url: '/api/professional-private/me/calendar-feed', headers: { cookie } })
    expect(revoked.statusCode).toBe(204)
    const gone = await read(second)
    expect(gone.statusCode).toBe(404)
    expect(gone.json().message).toBe('Link de calendário inválido ou revogado. Gere um novo link no Acolhe.')
    expect(await status(cookie)).toEqual({ active: false, created_at: null })
  })

  it('answers 404 in Portuguese to a missing or malformed token, never 5xx', async () => {
    for (const url of ['/api/agenda.ics', '/api/agenda.ics?token=abc', `/api/agenda.ics?token=${'x'.repeat(43)}`]) {
      const answer = await app.inject({ url })
      expect(answer.statusCode).toBe(404)
    }
    expect((await app.inject({ url: `/api/agenda.ics?token=${'x'.repeat(500)}` })).statusCode).toBe(400)
  })
})
