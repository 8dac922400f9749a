import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seriesTexts } from '@acolhe/shared/texts/series'
import { unavailabilities } from '../src/db/schema/calendar'
import { services } from '../src/db/schema/catalogue'
import { patients, professionals } from '../src/db/schema/people'
import { sessionSeries } from '../src/db/schema/series'
import { sessions } from '../src/db/schema/sessions'
import { releaseExpiredUnpaid } from '../src/modules/series/expiry-job'
import { extendSeries } from '../src/modules/series/series.service'
import { createAdmin } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { acceptTelehealthConsent, bookAs, createBookableProfessional } from './helpers/booking'
import { balanceCentsOf, createPayingPatient, decideOnLocalPage, emailsTo, sessionRow, startLocalCheckout } from './helpers/payments'

// Weekly series ('Horário fixo', docs/decisions/040-weekly-series.md): each week is an ordinary session,
// booked ahead inside the window, skipped weeks listed, paid week by week, moved all-or-nothing.

const NOW = '2026-11-23T12:00:00.000Z' // Monday 09:00 in Brasília
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** A Brasília hour on the Wednesday `weeks` weeks after 2026-11-25, as an ISO instant. */
const wednesday = (weeks: number, hour = 19) => new Date(Date.UTC(2026, 10, 25 + 7 * weeks, hour + 3)).toISOString()
const thursday = (weeks: number, hour: number) => new Date(Date.UTC(2026, 10, 26 + 7 * weeks, hour + 3)).toISOString()

type Created = { series: { id: string; booked_ahead: number; actions: Record<string, boolean> }; first_session_id: string; created: string[]; skipped: { starts_at: string; reason: string }[] }

describe('weekly series', () => {
  let app: TestApp
  let adminCookie: string
  const deps = () => ({ db: app.database.db, clock: app.clock, config: app.deps.config })

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    const admin = await createAdmin(app.database.db)
    adminCookie = await logInAs(app, 'admin', admin.email)
  })
  afterAll(async () => {
    await app.close()
  })
  beforeEach(() => {
    app.clock.set(NOW)
  })

  async function setUp(timeZone = 'America/Sao_Paulo') {
    const professional = await createBookableProfessional(app)
    const { patient, cookie } = await createPayingPatient(app, { timeZone })
    await acceptTelehealthConsent(app, cookie, professional.id)
    const professionalCookie = await logInAs(app, 'professional', professional.email)
    return { professional, patient, cookie, professionalCookie }
  }

  const createSeries = (cookie: string, professionalId: string, weeks: number | null, start = wednesday(0)) =>
    app.inject({ method: 'POST', url: '/api/session-series', headers: { cookie }, payload: { professional_id: professionalId, selected_date: start, is_online: true, weeks } })

  async function created(cookie: string, professionalId: string, weeks: number | null, start?: string): Promise<Created> {
    const response = await createSeries(cookie, professionalId, weeks, start)
    if (response.statusCode !== 201) throw new Error(`series failed: ${response.statusCode} ${response.body}`)
    return response.json() as Created
  }

  const weekRows = (seriesId: string) => app.database.db.select().from(sessions).where(eq(sessions.seriesId, seriesId)).orderBy(sessions.seriesWeek)
  const seriesRow = async (id: string) => (await app.database.db.select().from(sessionSeries).where(eq(sessionSeries.id, id)))[0]!

  it("prices every week at the professional's own value, as a single booking would (decision 043)", async () => {
    const { professional, cookie } = await setUp()
    const db = app.database.db
    // The admin lets psychologists charge R$ 100,00 to R$ 300,00; this one asks R$ 200,00.
    await db.update(services).set({ minValueCents: 10000, maxValueCents: 30000 }).where(eq(services.professionalType, professional.professionalType))
    await db.update(professionals).set({ ownValueCents: 20000 }).where(eq(professionals.id, professional.id))
    const answer = await created(cookie, professional.id, 4)
    const rows = await weekRows(answer.series.id)
    expect(rows).toHaveLength(4)
    expect(rows.map((r) => [r.serviceValueCents, r.priceCents])).toEqual(rows.map(() => [20000, 20500]))
  })

  it('books the weeks of the window and lists the weeks skipped for unavailability and a taken hour', async () => {
    const { professional, patient, cookie } = await setUp()
    // Week 2 falls in the professional's leave; week 3's hour is already someone else's.
    await app.database.db.insert(unavailabilities).values({ professionalId: professional.id, type: 'CUSTOM', startDate: new Date(wednesday(2, 0)), endDate: new Date(wednesday(2, 23)) })
    const other = await createPayingPatient(app)
    expect((await bookAs(app, other.cookie, { professional_id: professional.id, selected_date: wednesday(3) })).statusCode).toBe(201)

    const answer = await created(cookie, professional.id, 8)
    expect(answer.created).toEqual([0, 1, 4, 5, 6, 7].map((w) => wednesday(w)))
    expect(answer.skipped).toEqual([
      { starts_at: wednesday(2), reason: 'UNAVAILABLE' },
      { starts_at: wednesday(3), reason: 'HOUR_TAKEN' },
    ])
    const rows = await weekRows(answer.series.id)
    expect(rows.map((r) => r.seriesWeek)).toEqual([0, 1, 4, 5, 6, 7])
    expect(rows.every((r) => r.status === 'CREATED' && r.priceCents === 15500)).toBe(true)
    // Week 0 is paid now like any booking; the later weeks until 48 h before each starts.
    expect(rows[0]!.id).toBe(answer.first_session_id)
    expect(rows[0]!.checkoutExpiresAt?.toISOString()).toBe(new Date(Date.parse(NOW) + 30 * 60_000).toISOString())
    expect(rows[1]!.checkoutExpiresAt?.toISOString()).toBe(new Date(Date.parse(wednesday(1)) - 48 * HOUR).toISOString())

    const series = (await app.inject({ method: 'GET', url: `/api/session-series/${answer.series.id}`, headers: { cookie } })).json()
    expect(series).toMatchObject({ status: 'ACTIVE', week_day: 3, time: '19:00', weeks: 8, booked_ahead: 6, next_occurrence: wednesday(0) })
    expect(series.skipped).toHaveLength(2)
    const mail = (await emailsTo(app, patient.email)).find((e) => e.subject === seriesTexts.createdSubject)
    expect(mail?.text).toContain('Horário já ocupado')
    expect(mail?.text).toContain('Profissional indisponível nesse dia')
    // The sessions say which series they belong to (the professional's badge reads it).
    const session = (await app.inject({ method: 'GET', url: `/api/session/${answer.first_session_id}`, headers: { cookie } })).json()
    expect(session.series_id).toBe(answer.series.id)
  })

  it('gives a patient abroad the weeks on their clock, Brasília’s beside them, and the professional Brasília’s (decision 068)', async () => {
    const { professional, patient, cookie, professionalCookie } = await setUp('Europe/Lisbon')
    const answer = await created(cookie, professional.id, 4)
    const read = (who: string) => app.inject({ method: 'GET', url: `/api/session-series/${answer.series.id}`, headers: { cookie: who } })
    expect((await read(cookie)).json()).toMatchObject({ time: '19:00', time_zone: 'Europe/Lisbon' })
    expect((await read(professionalCookie)).json()).toMatchObject({ time: '19:00', time_zone: 'America/Sao_Paulo' })
    // 19:00 in Brasília is 22:00 in Lisbon in November (UTC+0); the week's pay-by is 48 h before.
    const mail = (await emailsTo(app, patient.email)).find((e) => e.subject === seriesTexts.createdSubject)
    expect(mail?.text).toContain('• 02/12/2026 às 22:00 em Lisboa (19:00 em Brasília)')
    // The weekly rule itself is Brasília's and says so; each week is read on the patient's clock.
    expect(mail?.text).not.toContain('02/12/2026 às 19:00')
  })

  it('offers only the lengths of the series policy, and the unpaid-bookings cap does not block a series', async () => {
    const { professional, cookie } = await setUp()
    const refused = await createSeries(cookie, professional.id, 5)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('SERIES_LENGTH_NOT_ALLOWED')
    const open = (await app.inject({ method: 'GET', url: `/api/public/available-dates/${professional.id}` })).json()
    expect(open.professionalAvailability.series_options).toEqual([{ weeks: 4 }, { weeks: 8 }, { weeks: 12 }, { weeks: null }])

    await created(cookie, professional.id, null)
    // Eight weeks unpaid ahead, yet only week 0 counts as a hold: a single booking still goes through.
    expect((await bookAs(app, cookie, { professional_id: professional.id, selected_date: wednesday(0, 8) })).statusCode).toBe(201)
  })

  it('moves every week ahead to another weekly hour, or none when one target hour is taken', async () => {
    const { professional, cookie } = await setUp()
    const answer = await created(cookie, professional.id, 4)
    const other = await createPayingPatient(app)
    expect((await bookAs(app, other.cookie, { professional_id: professional.id, selected_date: thursday(2, 20) })).statusCode).toBe(201)
    const before = await weekRows(answer.series.id)

    const move = (selected_date: string) => app.inject({ method: 'PATCH', url: `/api/session-series/${answer.series.id}/hour`, headers: { cookie }, payload: { selected_date } })
    const refused = await move(thursday(0, 20))
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ code: 'SERIES_MOVE_CONFLICT', message: seriesTexts.moveConflict(['10/12/2026']) })
    expect((await weekRows(answer.series.id)).map((r) => r.selectedDate.toISOString())).toEqual(before.map((r) => r.selectedDate.toISOString()))

    const moved = await move(thursday(0, 21))
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ week_day: 4, time: '21:00', booked_ahead: 4 })
    expect((await weekRows(answer.series.id)).map((r) => r.selectedDate.toISOString())).toEqual([0, 1, 2, 3].map((w) => thursday(w, 21)))
  })

  it('cancels one week through the ordinary path; the job never books that week again', async () => {
    const { professional, cookie } = await setUp()
    const answer = await created(cookie, professional.id, 4)
    const third = (await weekRows(answer.series.id))[2]!
    const cancel = await app.inject({ method: 'PATCH', url: `/api/session/${third.id}/status`, headers: { cookie }, payload: { status: 'CANCELLED' } })
    expect(cancel.statusCode).toBe(200)
    await extendSeries(deps())
    const rows = await weekRows(answer.series.id)
    expect(rows.map((r) => [r.seriesWeek, r.status])).toEqual([[0, 'CREATED'], [1, 'CREATED'], [2, 'CANCELLED'], [3, 'CREATED']])
    const series = (await app.inject({ method: 'GET', url: `/api/session-series/${answer.series.id}`, headers: { cookie } })).json()
    expect(series.booked_ahead).toBe(3)
  })

  it('the patient ends it: unpaid weeks cancelled, a paid week more than 24 h ahead returned as balance', async () => {
    const { professional, patient, cookie } = await setUp()
    const answer = await created(cookie, professional.id, 4)
    const [, second] = await weekRows(answer.series.id)
    expect(await decideOnLocalPage(app, await startLocalCheckout(app, cookie, second!.id), true)).toMatchObject({ statusCode: 200 })
    expect((await sessionRow(app, second!.id)).payment).toBe('DONE')

    const ended = await app.inject({ method: 'POST', url: `/api/session-series/${answer.series.id}/end`, headers: { cookie } })
    expect(ended.statusCode).toBe(200)
    expect(ended.json()).toMatchObject({ status: 'ENDED', booked_ahead: 0 })
    expect((await weekRows(answer.series.id)).every((r) => r.status === 'CANCELLED' && r.cancelledByKind === 'patient')).toBe(true)
    expect(await balanceCentsOf(app, patient.id)).toBe(15500)
    expect((await seriesRow(answer.series.id)).endedByKind).toBe('patient')
  })

  it('the professional ends it: every week ahead cancelled, paid ones returned, the patient emailed', async () => {
    const { professional, patient, cookie, professionalCookie } = await setUp()
    const answer = await created(cookie, professional.id, 4)
    const first = answer.first_session_id
    expect(await decideOnLocalPage(app, await startLocalCheckout(app, cookie, first), true)).toMatchObject({ statusCode: 200 })
    // The professional sees the series on their side and may end it.
    const mine = (await app.inject({ method: 'GET', url: '/api/session-series/me', headers: { cookie: professionalCookie } })).json()
    expect(mine.data.find((s: { id: string }) => s.id === answer.series.id)?.actions).toMatchObject({ end: true, move: false })

    const ended = await app.inject({ method: 'POST', url: `/api/session-series/${answer.series.id}/end`, headers: { cookie: professionalCookie } })
    expect(ended.statusCode).toBe(200)
    expect((await weekRows(answer.series.id)).every((r) => r.status === 'CANCELLED' && r.cancelledByKind === 'professional')).toBe(true)
    expect(await balanceCentsOf(app, patient.id)).toBe(15500)
    expect((await emailsTo(app, patient.email)).some((e) => e.subject === seriesTexts.endedSubject && e.text.includes('pelo profissional'))).toBe(true)
  })

  it('releases an unpaid week at its deadline, goes on, and pauses after two in a row; the patient resumes it', async () => {
    const { professional, patient, cookie } = await setUp()
    const answer = await created(cookie, professional.id, null)
    expect(await decideOnLocalPage(app, await startLocalCheckout(app, cookie, answer.first_session_id), true)).toMatchObject({ statusCode: 200 })
    const [, week1, week2] = await weekRows(answer.series.id)

    // A day later week 1 is still held: its deadline is 48 h before it starts, not the 30-minute checkout.
    app.clock.set(new Date(Date.parse(NOW) + DAY).toISOString())
    await releaseExpiredUnpaid(deps())
    expect((await sessionRow(app, week1!.id)).status).toBe('CREATED')

    app.clock.set(new Date(Date.parse(wednesday(1)) - 48 * HOUR + 60_000).toISOString())
    await releaseExpiredUnpaid(deps())
    expect((await sessionRow(app, week1!.id)).status).toBe('CANCELLED')
    expect((await seriesRow(answer.series.id)).status).toBe('ACTIVE')

    app.clock.set(new Date(Date.parse(wednesday(2)) - 48 * HOUR + 60_000).toISOString())
    await releaseExpiredUnpaid(deps())
    expect((await sessionRow(app, week2!.id)).status).toBe('CANCELLED')
    expect((await seriesRow(answer.series.id)).status).toBe('PAUSED')
    expect((await emailsTo(app, patient.email)).some((e) => e.subject === seriesTexts.pausedSubject)).toBe(true)
    expect((await emailsTo(app, professional.email)).some((e) => e.subject === seriesTexts.pausedSubject)).toBe(true)

    // Paused: the job books nothing new. Resumed: the weeks of the window come back.
    const weeksBefore = (await weekRows(answer.series.id)).length
    app.clock.set(new Date(Date.parse(wednesday(2)) + DAY).toISOString())
    await extendSeries(deps())
    expect(await weekRows(answer.series.id)).toHaveLength(weeksBefore)
    const resumed = await app.inject({ method: 'PATCH', url: `/api/session-series/${answer.series.id}/status`, headers: { cookie }, payload: { status: 'ACTIVE' } })
    expect(resumed.statusCode).toBe(200)
    expect(resumed.json().status).toBe('ACTIVE')
    expect((await weekRows(answer.series.id)).length).toBeGreaterThan(weeksBefore)
    // The patient cannot pause by hand; an admin can.
    const pause = (c: string) => app.inject({ method: 'PATCH', url: `/api/session-series/${answer.series.id}/status`, headers: { cookie: c }, payload: { status: 'PAUSED' } })
    expect((await pause(cookie)).statusCode).toBe(403)
    expect((await pause(adminCookie)).statusCode).toBe(200)
  })

  it('the extending job books the weeks that enter the window, each once even with two runs at once', async () => {
    const { professional, cookie } = await setUp()
    const answer = await created(cookie, professional.id, null)
    // 60 days from Monday 23/11 reach Wednesday 20/01: weeks 0 to 8.
    expect(answer.created).toHaveLength(9)
    app.clock.set(new Date(Date.parse(NOW) + 7 * DAY).toISOString())
    await Promise.all([extendSeries(deps()), extendSeries(deps())])
    const rows = await weekRows(answer.series.id)
    expect(rows.map((r) => r.seriesWeek)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(rows[9]!.checkoutExpiresAt?.toISOString()).toBe(new Date(Date.parse(wednesday(9)) - 48 * HOUR).toISOString())
  })

  it('an admin lists series filtered by professional and patient; others may not list them all', async () => {
    const { professional, patient, cookie } = await setUp()
    const answer = await created(cookie, professional.id, 4)
    const list = await app.inject({ method: 'GET', url: `/api/session-series?professional_id=${professional.id}`, headers: { cookie: adminCookie } })
    expect(list.statusCode).toBe(200)
    expect(list.json().data.map((s: { id: string }) => s.id)).toEqual([answer.series.id])
    const byPatient = (await app.inject({ method: 'GET', url: `/api/session-series?user_id=${patient.id}`, headers: { cookie: adminCookie } })).json()
    expect(byPatient.total).toBe(1)
    expect(byPatient.data[0].actions).toMatchObject({ end: true, pause: true, move: true })
    expect((await app.inject({ method: 'GET', url: '/api/session-series', headers: { cookie } })).statusCode).toBe(403)
    const live = await app.database.db.select().from(sessions).where(and(isNotNull(sessions.seriesId), eq(sessions.userId, patient.id)))
    expect(live).toHaveLength(4)
  })

  it("an admin finds series by part of the patient's or the professional's name, accents and case ignored", async () => {
    const { professional, patient, cookie } = await setUp()
    const db = app.database.db
    // Names no other test uses, with accents the admin does not type.
    const tag = String(Date.now() % 1_000_000)
    await db.update(patients).set({ firstName: 'Joaquím', lastName: `Brandão${tag}` }).where(eq(patients.id, patient.id))
    await db.update(professionals).set({ lastName: `Estêvão${tag}` }).where(eq(professionals.id, professional.id))
    const answer = await created(cookie, professional.id, 4)
    const search = async (text: string, extra = '') =>
      (await app.inject({ method: 'GET', url: `/api/session-series?search=${encodeURIComponent(text)}${extra}`, headers: { cookie: adminCookie } })).json() as {
        data: { id: string }[]
        total: number
      }
    for (const text of [`brandao${tag}`, `JOAQUIM BRANDÃO${tag}`, `estevao${tag}`]) {
      const found = await search(text)
      expect(found.total).toBe(1)
      expect(found.data.map((s) => s.id)).toEqual([answer.series.id])
    }
    expect((await search(`brandao${tag}`, '&status=PAUSED')).total).toBe(0)
    expect((await search(`ninguem${tag}`)).total).toBe(0)
  })
})
