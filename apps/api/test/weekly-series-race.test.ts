import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../src/db/schema/sessions'
import { extendSeries } from '../src/modules/series/series.service'
import { createTestApp, type TestApp } from './helpers/app'
import { acceptTelehealthConsent, bookAs, createBookableProfessional } from './helpers/booking'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { createPayingPatient } from './helpers/payments'

// Weekly series against single bookings, at once (docs/decisions/040-weekly-series.md). Real concurrency
// needs the PostgreSQL server (PGlite runs one statement at a time); CI sets TEST_DATABASE_URL.

const NOW = '2026-11-23T12:00:00.000Z'
const DAY = 24 * 3_600_000
const wednesday = (weeks: number) => new Date(Date.UTC(2026, 10, 25 + 7 * weeks, 22)).toISOString()

describe.runIf(hasPostgresServer)('weekly series races on PostgreSQL', () => {
  let app: TestApp

  beforeAll(async () => {
    const database = await createTestDatabase({ poolSize: 20, forcePostgres: true })
    app = await createTestApp({ now: NOW, database })
  }, 120_000)
  afterAll(async () => {
    await app.close()
    await app.database.close()
  })

  it('a series and single bookings of the same weekly hours at once never make two live sessions in one hour', async () => {
    // The window of weeks is counted from now: the other test moves the clock three weeks on.
    app.clock.set(NOW)
    const professional = await createBookableProfessional(app)
    const seriesPatient = await createPayingPatient(app)
    await acceptTelehealthConsent(app, seriesPatient.cookie, professional.id)
    const singles = []
    for (let week = 0; week < 9; week += 1) {
      const patient = await createPayingPatient(app)
      await acceptTelehealthConsent(app, patient.cookie, professional.id)
      singles.push({ cookie: patient.cookie, week })
    }
    const series = app.inject({
      method: 'POST',
      url: '/api/session-series',
      headers: { cookie: seriesPatient.cookie },
      payload: { professional_id: professional.id, selected_date: wednesday(0), is_online: true, weeks: null },
    })
    const answers = await Promise.all([
      series,
      ...singles.map((s) => bookAs(app, s.cookie, { professional_id: professional.id, selected_date: wednesday(s.week), consent: false })),
    ])
    expect(answers.every((a) => a.statusCode < 500)).toBe(true)
    const live = await app.database.db
      .select({ start: sessions.selectedDate })
      .from(sessions)
      .where(and(eq(sessions.professionalId, professional.id), ne(sessions.status, 'CANCELLED')))
    const starts = live.map((l) => l.start.toISOString())
    expect(new Set(starts).size).toBe(starts.length)
    // Every Wednesday 19:00 of the window has exactly one live session: the series' week or a single booking.
    expect(starts.sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map(wednesday))
  })

  it('two extending runs at once book each new week once', async () => {
    app.clock.set(NOW)
    const professional = await createBookableProfessional(app)
    const patient = await createPayingPatient(app)
    await acceptTelehealthConsent(app, patient.cookie, professional.id)
    const created = await app.inject({
      method: 'POST',
      url: '/api/session-series',
      headers: { cookie: patient.cookie },
      payload: { professional_id: professional.id, selected_date: wednesday(0), is_online: true, weeks: null },
    })
    expect(created.statusCode).toBe(201)
    const seriesId = (created.json() as { series: { id: string } }).series.id
    app.clock.set(new Date(Date.parse(NOW) + 21 * DAY).toISOString())
    const deps = { db: app.database.db, clock: app.clock, config: app.deps.config }
    await Promise.all([extendSeries(deps), extendSeries(deps), extendSeries(deps)])
    const weeks = await app.database.db.select({ week: sessions.seriesWeek }).from(sessions).where(eq(sessions.seriesId, seriesId))
    expect(weeks.map((w) => w.week).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })
})
