import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createAdmin,
  createAvailability,
  createPatient,
  createProfessional,
  createService,
  createSession,
  createTelehealthConsent,
} from '../src/seed/factories'
import { payments } from '../src/db/schema/payments'
import { releaseExpiredUnpaid } from '../src/modules/series/expiry-job'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { giveBalance, markSessionPaid, paymentRows, sessionRow } from './helpers/payments'

// Clock: Monday 2026-11-23 06:00 in Brasília (09:00Z). The professional works Mondays 08:00–12:00.
const NOW = '2026-11-23T09:00:00.000Z'
const MON_08 = '2026-11-23T11:00:00.000Z'
const MON_09 = '2026-11-23T12:00:00.000Z'
const NEXT_MON_08 = '2026-11-30T11:00:00.000Z'
const NEXT_MON_09 = '2026-11-30T12:00:00.000Z'

describe('sessions API', () => {
  let app: TestApp
  let otherProfessionalId: string
  let otherProfessionalCookie: string
  let adminCookie: string
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const db = app.database.db
    await createService(db, { professionalType: 'PSYCHOLOGIST', sessionType: 'DEFAULT', valueCents: 15000 })
    const other = await createProfessional(db, { email: 'outra@exemplo.com', serviceModality: 'FULL_REMOTE' })
    otherProfessionalId = other.id
    await createAvailability(db, other.id)
    await createAdmin(db, { email: 'admin@exemplo.com' })
    otherProfessionalCookie = await logInAs(app, 'professional', 'outra@exemplo.com')
    adminCookie = await logInAs(app, 'admin', 'admin@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
  })

  /**
   * Each test's own practice: a professional (unique surname, Mondays 08:00–12:00) and two patients,
   * so no test sees another's bookings and any one runs alone.
   */
  async function practice() {
    serial += 1
    const db = app.database.db
    const surname = `Sobral${'abcdefghij'[serial % 10]}${'abcdefghij'[Math.floor(serial / 10) % 10]}`
    const professional = await createProfessional(db, { email: `dona${serial}@exemplo.com`, lastName: surname, serviceModality: 'FULL_REMOTE' })
    await createAvailability(db, professional.id)
    const a = await createPatient(db, { email: `a${serial}@exemplo.com` })
    const b = await createPatient(db, { email: `b${serial}@exemplo.com` })
    const professionalId = professional.id
    // Both patients already consented to online care with this professional (decision 034).
    for (const patient of [a, b]) await createTelehealthConsent(db, { userId: patient.id, professionalId })
    const book = (cookie: string, selected_date: string, extra: Record<string, unknown> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { cookie },
        payload: { professional_id: professionalId, selected_date, is_online: true, type: 'DEFAULT', ...extra },
      })
    return {
      professionalId,
      surname,
      professionalCookie: await logInAs(app, 'professional', professional.email),
      patientA: { id: a.id, cookie: await logInAs(app, 'patient', a.email) },
      patientB: { id: b.id, cookie: await logInAs(app, 'patient', b.email) },
      book,
    }
  }

  it('lists open hours by Brasília day with the slot id', async () => {
    const { professionalId } = await practice()
    const res = await app.inject({ url: `/api/public/available-dates/${professionalId}?include_availability=true` })
    expect(res.statusCode).toBe(200)
    const days = res.json().professionalAvailability.availability
    expect(days[0].date).toBe('2026-11-23')
    expect(days[0].hours.map((h: { start_time: string }) => h.start_time)).toEqual([
      MON_08,
      MON_09,
      '2026-11-23T13:00:00.000Z',
      '2026-11-23T14:00:00.000Z',
    ])
    expect(days[0].hours[0].end_time).toBe('2026-11-23T11:50:00.000Z')
  })

  it('books an offered hour as awaiting payment with the frozen price, and hides that hour', async () => {
    const { professionalId, patientA, book } = await practice()
    const res = await book(patientA.cookie, MON_08)
    expect(res.statusCode).toBe(201)
    const session = res.json()
    expect(session).toMatchObject({ status: 'CREATED', payment: 'WAITING', price_cents: 15500, user_id: patientA.id })
    const open = await app.inject({ url: `/api/public/available-dates/${professionalId}` })
    const starts = open.json().professionalAvailability.availability[0].hours.map((h: { start_time: string }) => h.start_time)
    expect(starts).not.toContain(MON_08)
  })

  it('answers 409 in Portuguese when the hour is already taken', async () => {
    const { patientA, patientB, book } = await practice()
    expect((await book(patientA.cookie, MON_08)).statusCode).toBe(201)
    const res = await book(patientB.cookie, MON_08)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.')
  })

  it('refuses an hour outside the availability and one inside the first hour from now', async () => {
    const { patientB, book } = await practice()
    const late = await book(patientB.cookie, '2026-11-23T20:00:00.000Z')
    expect(late.statusCode).toBe(422)
    expect(late.json().message).toBe('Este horário não está disponível. Escolha outro horário.')
    app.clock.set('2026-11-23T11:30:00.000Z') // 08:30 local: 09:00 is only 30 minutes away
    expect((await book(patientB.cookie, MON_09)).statusCode).toBe(422)
  })

  it('refuses in-person sessions with a remote-only professional', async () => {
    const { patientB, book } = await practice()
    const res = await book(patientB.cookie, NEXT_MON_08, { is_online: false })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('Este profissional atende apenas online.')
  })

  it('refuses bookings by patients whose registration is incomplete', async () => {
    const { book } = await practice()
    const db = app.database.db
    await createPatient(db, { email: `inc${serial}@exemplo.com`, isComplete: false })
    const incomplete = await book(await logInAs(app, 'patient', `inc${serial}@exemplo.com`), NEXT_MON_08)
    expect(incomplete.statusCode).toBe(422)
    expect(incomplete.json().message).toBe('Complete seu cadastro antes de agendar uma consulta.')
  })

  it('lets an admin book on behalf of a patient, and requires the patient', async () => {
    const { patientB, book } = await practice()
    const missing = await book(adminCookie, NEXT_MON_09)
    expect(missing.statusCode).toBe(400)
    const res = await book(adminCookie, NEXT_MON_09, { user_id: patientB.id })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ user_id: patientB.id, checkout_expires_at: null })
  })

  it('shows a session to its patient, its professional and admins only', async () => {
    const { patientA, patientB, professionalCookie, book } = await practice()
    expect((await book(patientA.cookie, MON_08)).statusCode).toBe(201)
    const [mine] = (await app.inject({ url: '/api/session/me', headers: { cookie: patientA.cookie } })).json().data
    const url = `/api/session/${mine.id}`
    expect((await app.inject({ url, headers: { cookie: patientA.cookie } })).statusCode).toBe(200)
    expect((await app.inject({ url, headers: { cookie: professionalCookie } })).statusCode).toBe(200)
    expect((await app.inject({ url, headers: { cookie: adminCookie } })).statusCode).toBe(200)
    expect((await app.inject({ url, headers: { cookie: patientB.cookie } })).statusCode).toBe(403)
    expect((await app.inject({ url, headers: { cookie: otherProfessionalCookie } })).statusCode).toBe(403)
    expect((await app.inject({ url })).statusCode).toBe(401)
    const othersList = await app.inject({ url: '/api/session/me', headers: { cookie: otherProfessionalCookie } })
    expect(othersList.json().total).toBe(0)
  })

  it('answers the statistic block and the today filter', async () => {
    const { patientA, patientB, professionalCookie, surname, book } = await practice()
    expect((await book(patientA.cookie, MON_08)).statusCode).toBe(201)
    expect((await book(adminCookie, NEXT_MON_09, { user_id: patientB.id })).statusCode).toBe(201)
    const res = await app.inject({ url: '/api/session/me?statistic=true&status=today', headers: { cookie: professionalCookie } })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.data.map((s: { selected_date: string }) => s.selected_date)).toEqual([MON_08])
    expect(body.statistic).toEqual({ TODAY: 1, CREATED: 1, ALL: 2 })
    expect((await app.inject({ url: '/api/session', headers: { cookie: patientA.cookie } })).statusCode).toBe(403)
    const admin = await app.inject({ url: `/api/session?search=${surname.toLowerCase()}&limit=5`, headers: { cookie: adminCookie } })
    expect(admin.json().total).toBe(2)
  })

  it('lets the patient reschedule a paid session once, at least 24 hours before, to an offered hour; an unpaid hold not', async () => {
    const { patientA, book } = await practice()
    const booked = await book(patientA.cookie, '2026-11-30T13:00:00.000Z')
    const id = booked.json().id
    const move = (selected_date: string) =>
      app.inject({ method: 'PATCH', url: `/api/session/${id}/date`, headers: { cookie: patientA.cookie }, payload: { selected_date } })
    // Unpaid, the hold is not moved: it is cancelled (free) and booked again.
    const unpaid = await move('2026-11-30T14:00:00.000Z')
    expect(unpaid.statusCode).toBe(422)
    expect(unpaid.json()).toEqual({ code: 'RESCHEDULE_NOT_ALLOWED', message: 'Uma reserva ainda não paga não é alterada: cancele-a, sem custo, e agende o horário que preferir.' })
    const seen = await app.inject({ url: `/api/session/${id}`, headers: { cookie: patientA.cookie } })
    expect(seen.json().actions).toMatchObject({ pay: true, edit: false, reschedule: false, change_modality: false, cancel: true })
    await markSessionPaid(app, id)
    expect((await app.inject({ url: `/api/session/${id}`, headers: { cookie: patientA.cookie } })).json().actions).toMatchObject({ edit: true, reschedule: true })
    const first = await move('2026-11-30T14:00:00.000Z')
    expect(first.statusCode).toBe(200)
    expect(first.json().patient_reschedule_count).toBe(1)
    const second = await move('2026-11-30T13:00:00.000Z')
    expect(second.statusCode).toBe(422)
    expect(second.json().message).toBe('Cada consulta pode ser remarcada apenas uma vez.')
  })

  it('cancels with a balance refund only when paid and 24 hours ahead; professionals always refund', async () => {
    const { professionalId, patientB, professionalCookie } = await practice()
    const db = app.database.db
    const service = await createService(db)
    const early = await createSession(db, { userId: patientB.id, professionalId, serviceId: service.id, selectedDate: new Date('2026-12-07T11:00:00Z'), status: 'CONFIRMED', payment: 'DONE' })
    const late = await createSession(db, { userId: patientB.id, professionalId, serviceId: service.id, selectedDate: new Date('2026-11-23T14:00:00Z'), status: 'CONFIRMED', payment: 'DONE' })
    const byPro = await createSession(db, { userId: patientB.id, professionalId, serviceId: service.id, selectedDate: new Date('2026-12-07T12:00:00Z'), status: 'CONFIRMED', payment: 'DONE' })
    // Paid by card: a refund gives back what was paid for the session, so each needs its paid attempt.
    await db.insert(payments).values([early, late, byPro].map((s) => ({ sessionId: s.id, provider: 'local', status: 'DONE' as const, amountCents: s.priceCents, paidAt: new Date() })))
    const cancel = (id: string, cookie: string) =>
      app.inject({ method: 'PATCH', url: `/api/session/${id}/status`, headers: { cookie }, payload: { status: 'CANCELLED' } })
    expect((await cancel(early.id, patientB.cookie)).json().status).toBe('CANCELLED')
    expect((await cancel(late.id, patientB.cookie)).statusCode).toBe(200)
    expect((await cancel(byPro.id, professionalCookie)).statusCode).toBe(200)
    expect((await cancel(early.id, patientB.cookie)).statusCode).toBe(422)
    const balance = await app.inject({ url: '/api/user/me/balance', headers: { cookie: patientB.cookie } })
    // 155,00 back for the early cancel and 155,00 for the professional's; nothing for the late one.
    expect(balance.json().balance_cents).toBe(31000)
    const confirm = await app.inject({ method: 'PATCH', url: `/api/session/${late.id}/status`, headers: { cookie: patientB.cookie }, payload: { status: 'CONFIRMED' } })
    expect(confirm.statusCode).toBe(403)
  })

  it('starts only inside the window on the same day, and ends only a started session, at or after its start', async () => {
    const { professionalId, patientA, professionalCookie } = await practice()
    const db = app.database.db
    const service = await createService(db)
    const session = await createSession(db, { userId: patientA.id, professionalId, serviceId: service.id, selectedDate: new Date('2026-11-24T11:00:00Z'), status: 'CONFIRMED', payment: 'DONE' })
    const start = (cookie = professionalCookie) => app.inject({ method: 'PATCH', url: `/api/session/${session.id}/start`, headers: { cookie } })
    const end = () => app.inject({ method: 'PATCH', url: `/api/session/${session.id}/end`, headers: { cookie: professionalCookie } })
    app.clock.set('2026-11-24T10:49:00Z') // 11 minutes before
    expect((await start()).statusCode).toBe(422)
    expect((await end()).statusCode).toBe(422)
    app.clock.set('2026-11-24T10:50:00Z') // 10 minutes before
    expect((await start(otherProfessionalCookie)).statusCode).toBe(403)
    const started = await start()
    expect(started.statusCode).toBe(200)
    expect(started.json().status).toBe('STARTED')
    expect(started.json().meets_url).toMatch(/^https:\/\/meet\.jit\.si\/acolhe-[A-Za-z0-9_-]{22}$/)
    // Started early, it cannot be finished before its time.
    const early = await end()
    expect(early.statusCode).toBe(422)
    expect(early.json().message).toBe('A consulta só pode ser finalizada a partir do horário marcado.')
    app.clock.set('2026-11-24T10:59:59Z')
    expect((await end()).statusCode).toBe(422)
    app.clock.set('2026-11-24T11:00:00Z') // the start
    expect((await end()).json().status).toBe('FINISHED')
  })

  it('releases unpaid sessions whose checkout expired, freeing the hour', async () => {
    const { patientA, patientB, book } = await practice()
    const res = await book(patientB.cookie, '2026-12-07T13:00:00.000Z')
    expect(res.statusCode).toBe(201)
    app.clock.set('2026-11-23T09:31:00Z')
    expect(await releaseExpiredUnpaid(app.deps)).toBeGreaterThanOrEqual(1)
    const again = await app.inject({ url: `/api/session/${res.json().id}`, headers: { cookie: patientB.cookie } })
    expect(again.json().status).toBe('CANCELLED')
    expect((await book(patientA.cookie, '2026-12-07T13:00:00.000Z')).statusCode).toBe(201)
  })

  it("confirms at once a patient's booking the balance pays entirely (R$ 0,00 due): no checkout, never released; a partial balance or an admin's booking waits for the payment", async () => {
    const { patientA, patientB, book } = await practice()
    const db = app.database.db
    await giveBalance(app, patientA.id, 20000)
    const covered = await book(patientA.cookie, '2026-12-07T13:00:00.000Z')
    expect(covered.statusCode).toBe(201)
    expect(covered.json()).toMatchObject({ status: 'CONFIRMED', payment: 'DONE', checkout_expires_at: null })
    expect(covered.json().actions).toMatchObject({ pay: false, edit: true })
    // Confirmed, it has its room (the patient's answer leaves it out: the waiting room hands it over, decision 091).
    expect(covered.json().meets_url).toBeNull()
    expect((await sessionRow(app, covered.json().id)).meetsUrl).toEqual(expect.any(String))
    expect(await paymentRows(app, covered.json().id)).toEqual([expect.objectContaining({ provider: 'balance', status: 'DONE', amountCents: 0, balanceUsedCents: 15500 })])
    expect((await app.inject({ url: '/api/user/me/balance', headers: { cookie: patientA.cookie } })).json().balance_cents).toBe(4500)
    // Past the checkout window the expiry job leaves it alone.
    app.clock.set('2026-11-23T10:00:00Z')
    await releaseExpiredUnpaid(app.deps)
    expect((await app.inject({ url: `/api/session/${covered.json().id}`, headers: { cookie: patientA.cookie } })).json().status).toBe('CONFIRMED')
    app.clock.set(NOW)

    // Part of the price only: the booking awaits payment and the balance stays free until the checkout.
    await giveBalance(app, patientB.id, 5000)
    const partial = await book(patientB.cookie, '2026-12-07T14:00:00.000Z')
    expect(partial.json()).toMatchObject({ status: 'CREATED', payment: 'WAITING' })
    expect(partial.json().payment_due).toMatchObject({ balance_used_cents: 5000, amount_due_cents: 10500 })
    expect((await app.inject({ url: '/api/user/me/balance', headers: { cookie: patientB.cookie } })).json().balance_cents).toBe(5000)

    // An admin's booking for a patient with balance waits for the payment arranged with them.
    await giveBalance(app, patientB.id, 20000)
    const byAdmin = await book(adminCookie, '2026-12-14T13:00:00.000Z', { user_id: patientB.id })
    expect(byAdmin.json()).toMatchObject({ status: 'CREATED', payment: 'WAITING' })
    expect(await db.select().from(payments).where(eq(payments.sessionId, byAdmin.json().id))).toEqual([])
  })

  it('answers bad input with a Portuguese 4xx, never 5xx', async () => {
    const { patientA } = await practice()
    const bad = await app.inject({ method: 'POST', url: '/api/session', headers: { cookie: patientA.cookie }, payload: { professional_id: 'x' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Escolha um profissional.')
    expect((await app.inject({ url: '/api/session/not-a-uuid', headers: { cookie: patientA.cookie } })).statusCode).toBe(400)
    expect((await app.inject({ url: `/api/public/available-dates/${otherProfessionalId}x` })).statusCode).toBe(400)
  })
})
