import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { suspensionApiTexts as st } from '@acolhe/shared/texts/suspension'
import { payments } from '../src/db/schema/payments'
import { createAdmin, createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { balanceCentsOf, emailsTo, sessionRow } from './helpers/payments'

// Withdrawing an authorization with consultations still ahead (decision 026): the admin is told how many,
// and chooses to cancel them (full refund as balance, patients emailed) or keep them for the professional
// to run while suspended.

const NOW = '2026-11-23T12:00:00.000Z'
const HOUR = 3_600_000

describe('suspending a professional with consultations ahead', () => {
  let app: TestApp
  let adminCookie: string
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    await createAdmin(app.database.db, { email: 'admin.consultas@exemplo.com' })
    adminCookie = await logInAs(app, 'admin', 'admin.consultas@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  /** A professional with a paid consultation in 2 days, an unpaid one in 3, one finished and one cancelled. */
  async function professionalWithAgenda() {
    serial += 1
    const db = app.database.db
    const professional = await createProfessional(db, { email: `agenda${serial}@exemplo.com` })
    const service = await createService(db, { professionalType: professional.professionalType })
    const patient = await createPatient(db, { email: `paciente.agenda${serial}@exemplo.com` })
    const other = await createPatient(db, { email: `outro.agenda${serial}@exemplo.com` })
    const now = app.clock.now().getTime()
    const base = { professionalId: professional.id, serviceId: service.id }
    const paid = await createSession(db, { ...base, userId: patient.id, selectedDate: new Date(now + 48 * HOUR), status: 'CONFIRMED', payment: 'DONE' })
    await db.insert(payments).values({ sessionId: paid.id, provider: 'local', status: 'DONE', amountCents: paid.priceCents, paidAt: new Date(now - HOUR), receiptNumber: 9000 + serial })
    const unpaid = await createSession(db, { ...base, userId: other.id, selectedDate: new Date(now + 72 * HOUR), checkoutExpiresAt: new Date(now + 30 * 60_000) })
    await createSession(db, { ...base, userId: patient.id, selectedDate: new Date(now - 48 * HOUR), status: 'FINISHED', payment: 'DONE' })
    await createSession(db, { ...base, userId: other.id, selectedDate: new Date(now + 96 * HOUR), status: 'CANCELLED' })
    return { professional, patient, paid, unpaid }
  }

  const futureSessions = (id: string, cookie = adminCookie) =>
    app.inject({ url: `/api/professional-private/${id}/future-sessions`, headers: { cookie } })
  const setAuthorization = (id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/professional-private/${id}/authorization`, headers: { cookie: adminCookie }, payload })

  it('counts the live consultations ahead (paid or awaiting payment), not the finished or cancelled ones', async () => {
    const { professional } = await professionalWithAgenda()
    const answer = await futureSessions(professional.id)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ future_live_sessions: 2 })
    const professionalCookie = await logInAs(app, 'professional', professional.email)
    expect((await futureSessions(professional.id, professionalCookie)).statusCode).toBe(403)
  })

  it('refuses a withdrawal that does not say what happens to them, and changes nothing', async () => {
    const { professional } = await professionalWithAgenda()
    const refused = await setAuthorization(professional.id, { authorized: false })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(st.choiceRequired(2))
    const me = await app.inject({ url: `/api/professional-private/${professional.id}`, headers: { cookie: adminCookie } })
    expect(me.json().professional.authorized).toBe(true)
  })

  it('accepts a plain withdrawal when nothing is ahead', async () => {
    const lonely = await createProfessional(app.database.db, { email: 'sem.agenda@exemplo.com' })
    const answer = await setAuthorization(lonely.id, { authorized: false })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ professional: { authorized: false, suspended: true }, cancelled_sessions: 0 })
  })

  it('CANCEL cancels them: the paid one refunded in full as balance, the patients emailed', async () => {
    const { professional, patient, paid, unpaid } = await professionalWithAgenda()
    const before = await balanceCentsOf(app, patient.id)
    const answer = await setAuthorization(professional.id, { authorized: false, future_sessions: 'CANCEL' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ professional: { authorized: false, suspended: true }, cancelled_sessions: 2 })

    expect((await sessionRow(app, paid.id)).status).toBe('CANCELLED')
    expect((await sessionRow(app, unpaid.id)).status).toBe('CANCELLED')
    expect((await balanceCentsOf(app, patient.id)) - before).toBe(paid.priceCents)
    const mails = await emailsTo(app, patient.email)
    expect(mails.some((mail) => mail.dedupeKey?.startsWith(`session:cancelled:${paid.id}`))).toBe(true)
    expect((await futureSessions(professional.id)).json()).toEqual({ future_live_sessions: 0 })
  })

  it('KEEP keeps them booked, and the suspended professional still sees, starts and ends them', async () => {
    const { professional, paid } = await professionalWithAgenda()
    const answer = await setAuthorization(professional.id, { authorized: false, future_sessions: 'KEEP' })
    expect(answer.json()).toMatchObject({ professional: { suspended: true }, cancelled_sessions: 0 })
    expect((await sessionRow(app, paid.id)).status).toBe('CONFIRMED')

    const cookie = await logInAs(app, 'professional', professional.email)
    const mine = await app.inject({ url: '/api/session/me?limit=8&page=1', headers: { cookie } })
    expect(mine.statusCode).toBe(200)
    expect(mine.json().data.map((session: { id: string }) => session.id)).toContain(paid.id)
    // The calendar stays closed to them: only their consultations remain.
    expect((await app.inject({ url: '/api/available-dates', headers: { cookie } })).statusCode).toBe(403)

    app.clock.set(new Date(paid.selectedDate.getTime() - 5 * 60_000))
    try {
      const started = await app.inject({ method: 'PATCH', url: `/api/session/${paid.id}/start`, headers: { cookie } })
      expect(started.statusCode).toBe(200)
      app.clock.set(new Date(paid.selectedDate.getTime() + 50 * 60_000))
      const ended = await app.inject({ method: 'PATCH', url: `/api/session/${paid.id}/end`, headers: { cookie } })
      expect(ended.statusCode).toBe(200)
      expect(ended.json().status).toBe('FINISHED')
    } finally {
      app.clock.set(new Date(NOW))
    }
  })
})
