import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PENDING_PROFESSIONAL_ROUTES } from '../src/plugins/auth'
import { createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

// A professional awaiting authorization may call only the routes of PENDING_PROFESSIONAL_ROUTES (their
// own account and profile, decision 065); their consultation lists, weekly series and clinical records
// answer 403 as before, not 200 with nothing in them. One whose authorization was withdrawn keeps the
// consultations an admin kept (decision 026). Clock: Monday 2026-11-23 12:00 UTC.

describe('what a professional awaiting authorization may call', () => {
  let app: TestApp
  let pending = ''
  let pendingId = ''
  let suspended = ''

  beforeAll(async () => {
    app = await createTestApp()
    const db = app.database.db
    const waiting = await createProfessional(db, { email: 'pendente@exemplo.com', authorized: false })
    pendingId = waiting.id
    pending = await logInAs(app, 'professional', 'pendente@exemplo.com')
    const withdrawn = await createProfessional(db, { email: 'suspensa@exemplo.com', authorized: false, deauthorizedAt: new Date('2026-11-20T12:00:00.000Z') })
    const service = await createService(db)
    const patient = await createPatient(db)
    await createSession(db, { userId: patient.id, professionalId: withdrawn.id, serviceId: service.id, selectedDate: new Date('2026-11-25T13:00:00.000Z'), status: 'CONFIRMED', payment: 'DONE' })
    suspended = await logInAs(app, 'professional', 'suspensa@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  it.each([
    '/api/session/me',
    '/api/session-series/me',
    '/api/professional-private/me/clinical-records',
    '/api/professional-private/me/onboarding',
    '/api/available-dates',
  ])('refuses %s with 403 and the awaiting-authorization message', async (url) => {
    const response = await app.inject({ url, headers: { cookie: pending } })
    expect(response.statusCode, response.body).toBe(403)
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/autoriza/i) })
  })

  it('lets them read their account and complete their profile: the listed routes', async () => {
    expect(PENDING_PROFESSIONAL_ROUTES.has('GET /api/professional-private/me')).toBe(true)
    expect((await app.inject({ url: '/api/professional-private/me', headers: { cookie: pending } })).statusCode).toBe(200)
    const profile = await app.inject({ method: 'PATCH', url: `/api/professional-private/${pendingId}`, headers: { cookie: pending }, payload: {} })
    expect(profile.statusCode, profile.body).toBe(200)
    expect((await app.inject({ url: `/api/professional-private/${pendingId}/practice`, headers: { cookie: pending } })).statusCode).toBe(200)
  })

  it('a professional whose authorization was withdrawn still reads the consultations kept for them', async () => {
    const mine = await app.inject({ url: '/api/session/me', headers: { cookie: suspended } })
    expect(mine.statusCode, mine.body).toBe(200)
    expect((mine.json() as { data: unknown[] }).data).toHaveLength(1)
    expect((await app.inject({ url: '/api/available-dates', headers: { cookie: suspended } })).statusCode).toBe(403)
  })
})
