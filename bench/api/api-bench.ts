import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon'
import { openPglite, openPostgres, type Database } from '../../apps/api/src/db/client'
import { postgresAnswers, scratchPglite, scratchPostgres, type Scratch } from '../lib/databases'
import { logInAll } from '../lib/http-login'
import { recordFigure } from '../lib/figures'
import { heading, ms, table } from '../lib/report'
import { startServer } from '../lib/server-process'
import { bookingPatientOf, HOURS_PER_BOOKING_PATIENT, seedApiFixtures } from './fixtures'

// `npm run bench` part 1: the API under load, against a real server process on loopback,
// on PGlite and (when it answers) on PostgreSQL. Prints req/s, p50, p99 and the open-times/SELECT 1 ratio.
// Flags: --quick (shorter runs), --engine=pglite|postgres.

const quick = process.argv.includes('--quick')
const engineFlag = process.argv.find((a) => a.startsWith('--engine='))?.split('=')[1]
const DURATION_S = quick ? 4 : 10
const CONNECTIONS = 10
/** The booking row's target is its p99 under a hundred simultaneous bookings. */
const BOOKING_CONNECTIONS = 100
const PATIENTS = 50
const PROFESSIONALS = 50
const BOOKINGS = quick ? 1500 : 4000
const BOOKING_PATIENTS = PROFESSIONALS * Math.ceil(BOOKINGS / PROFESSIONALS / HOURS_PER_BOOKING_PATIENT)

/** `bare`: the `SELECT 1` run this row is compared with (by default the first of the run). */
type Row = { name: string; result: AutocannonResult; bare?: AutocannonResult }

/** Each row beside the bare route of the same run: its throughput as a share of `SELECT 1`'s. */
function summary({ name, result }: Row, bare: AutocannonResult): (string | number)[] {
  return [
    name,
    result.requests.average.toFixed(0),
    `${((result.requests.average / bare.requests.average) * 100).toFixed(1)} %`,
    ms(result.latency.p50),
    ms(result.latency.p99),
    result['2xx'],
    result.non2xx + result.errors + result.timeouts,
  ]
}

/** Refusal messages seen during a run, with how often (a benchmark must not hide failing requests). */
const refusals = new Map<string, number>()

function rotating(requests: AutocannonRequest[]): AutocannonRequest[] {
  let next = 0
  return [
    {
      setupRequest: () => requests[next++ % requests.length],
      onResponse: (status, body) => {
        if (status < 400) return
        const key = `${status} ${body.slice(0, 120)}`
        refusals.set(key, (refusals.get(key) ?? 0) + 1)
      },
    },
  ]
}

async function benchEngine(scratch: Scratch): Promise<void> {
  heading(`API benchmarks on ${scratch.engine}`)
  const database: Database = scratch.databaseUrl ? await openPostgres(scratch.databaseUrl, 4) : await openPglite(scratch.dataDir)
  const seedStarted = performance.now()
  await database.migrate()
  const fixtures = await seedApiFixtures(database.db, { patients: PATIENTS, professionals: PROFESSIONALS, bookingPatients: BOOKING_PATIENTS })
  await database.close()
  console.info(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${PATIENTS} patients, ${PROFESSIONALS + 1} professionals (weekdays 07–22), 300 booked hours, 5 unavailability periods`)

  const server = await startServer({ dataDir: scratch.dataDir, databaseUrl: scratch.databaseUrl })
  try {
    const url = server.baseUrl
    const rows: Row[] = []
    const load = (path: string) => autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: DURATION_S })

    // Alternated twice, so neither route profits alone from a warmer process.
    const health = await load('/api/health')
    const openTimes = await load(`/api/public/available-dates/${fixtures.openTimesProfessionalId}`)
    rows.push({ name: 'GET /api/health (select 1)', result: health })
    rows.push({ name: 'GET /api/public/available-dates/:id', result: openTimes })
    // The professionals' own calendars (decision 087): open times of ten professionals whose connected
    // calendars block hours, beside ten alike without, each run rotating over its ten.
    // Alternated twice after a fresh SELECT 1 (the load of this shared machine moves within a run); the
    // better run of each is kept.
    const openTimesOf = (ids: string[]) => ids.map((id) => ({ method: 'GET' as const, path: `/api/public/available-dates/${id}`, headers: {} }))
    const rotatingOver = (ids: string[]) => autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests: rotating(openTimesOf(ids)) })
    const healthNearCalendars = await load('/api/health')
    const calendarRuns = { without: [] as AutocannonResult[], with: [] as AutocannonResult[] }
    for (let round = 0; round < 2; round++) {
      calendarRuns.without.push(await rotatingOver(fixtures.calendarProfessionalIds.without))
      calendarRuns.with.push(await rotatingOver(fixtures.calendarProfessionalIds.with))
    }
    const better = (runs: AutocannonResult[]) => runs.reduce((best, run) => (run.requests.average > best.requests.average ? run : best))
    const withoutCalendars = better(calendarRuns.without)
    const withCalendars = better(calendarRuns.with)
    rows.push({ name: 'GET /api/health (select 1), again right before the calendar rows', result: healthNearCalendars })
    rows.push({ name: 'GET available-dates, 10 professionals without calendars', result: withoutCalendars, bare: healthNearCalendars })
    rows.push({ name: 'GET available-dates, 10 professionals with calendars connected', result: withCalendars, bare: healthNearCalendars })

    const patientCookies = await logInAll(url, 'patient', fixtures.patientEmails)
    const professionalCookies = await logInAll(url, 'professional', fixtures.professionalEmails)

    // Each booking a distinct professional + hour, and every one of them allowed (bookingPatientOf).
    // The cookie's name as the server set it at a real login (it differs in production).
    const cookieName = patientCookies[0]?.split('=')[0] ?? ''
    const bookings: AutocannonRequest[] = []
    for (let i = 0; i < BOOKINGS; i++) {
      const professional = i % PROFESSIONALS
      const hour = Math.floor(i / PROFESSIONALS)
      const start = fixtures.bookableStarts[professional]?.[hour]
      if (!start) break
      const patient = bookingPatientOf(professional, hour, PROFESSIONALS)
      bookings.push({
        method: 'POST',
        path: '/api/session',
        headers: { 'content-type': 'application/json', cookie: `${cookieName}=${fixtures.bookingPatientTokens[patient] ?? ''}` },
        body: JSON.stringify({ professional_id: fixtures.bookingProfessionalIds[professional], selected_date: start, is_online: true }),
      })
    }
    const booking = await autocannon({ url, connections: BOOKING_CONNECTIONS, amount: bookings.length, requests: rotating(bookings) })
    rows.push({ name: `POST /api/session (${bookings.length} distinct hours, ${BOOKING_CONNECTIONS} connections)`, result: booking })

    const asPatients = patientCookies.map((cookie) => ({ method: 'GET', path: '/api/session/me?statistic=true', headers: { cookie } }))
    const asProfessionals = professionalCookies.map((cookie) => ({ method: 'GET', path: '/api/session/me?statistic=true', headers: { cookie } }))
    // On a shared machine the load moves within a run: `SELECT 1` again right before the lists, and
    // their ratio is taken against it.
    const healthNearLists = await load('/api/health')
    rows.push({ name: 'GET /api/health (select 1), again right before /session/me', result: healthNearLists })
    const mine = [
      await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests: rotating(asPatients) }),
      await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests: rotating(asProfessionals) }),
    ] as const
    rows.push({ name: 'GET /api/session/me (patients)', result: mine[0], bare: healthNearLists })
    rows.push({ name: 'GET /api/session/me (professionals)', result: mine[1], bare: healthNearLists })

    console.info(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per route (booking: a fixed number of requests); client and server share the 2 cores`)
    table(['route', 'req/s', 'vs select 1', 'p50', 'p99', '2xx', 'other'], rows.map((row) => summary(row, row.bare ?? health)))
    const ratio = openTimes.requests.average / health.requests.average
    console.info(
      `open times / select 1: ${(ratio * 100).toFixed(1)} % of the throughput (${openTimes.requests.average.toFixed(0)} vs ${health.requests.average.toFixed(0)} req/s), p50 ${(openTimes.latency.p50 / Math.max(health.latency.p50, 0.001)).toFixed(1)}× the bare route`,
    )
    const shareOf = (run: AutocannonResult) => (run.requests.average / healthNearCalendars.requests.average) * 100
    console.info(
      `open times with calendars connected: ${withCalendars.requests.average.toFixed(0)} req/s (${shareOf(withCalendars).toFixed(1)} % of select 1, p99 ${ms(withCalendars.latency.p99)}) beside ${withoutCalendars.requests.average.toFixed(0)} req/s without (${shareOf(withoutCalendars).toFixed(1)} %, p99 ${ms(withoutCalendars.latency.p99)})`,
    )
    const engine = scratch.engine
    recordFigure(`open-times-calendars-ratio-${engine}`, shareOf(withCalendars), `without calendars ${shareOf(withoutCalendars).toFixed(1)} %`)
    recordFigure(engine === 'postgres' ? 'open-times-ratio-postgres' : 'open-times-ratio-pglite', ratio * 100, `${openTimes.requests.average.toFixed(0)} vs ${health.requests.average.toFixed(0)} req/s`)
    if (engine === 'postgres') {
      const serverErrors = Object.entries(booking.statusCodeStats).filter(([code]) => code.startsWith('5')).reduce((sum, [, { count }]) => sum + count, 0)
      recordFigure('booking-p99-postgres', booking.latency.p99, `${booking['2xx']} of ${bookings.length} booked, ${BOOKING_CONNECTIONS} connections`)
      recordFigure('booking-5xx-postgres', serverErrors + booking.errors + booking.timeouts)
      const slower = mine[0].requests.average < mine[1].requests.average ? mine[0] : mine[1]
      recordFigure('session-me-ratio-postgres', (slower.requests.average / healthNearLists.requests.average) * 100, `${slower.requests.average.toFixed(0)} vs ${healthNearLists.requests.average.toFixed(0)} req/s (the slower of patients and professionals; SELECT 1 measured right before them)`)
    }
    const statuses = Object.entries(booking.statusCodeStats).map(([code, { count }]) => `${code}: ${count}`).join(', ')
    console.info(`booking answers: ${statuses}`)
    for (const [refusal, count] of refusals) console.info(`  refused ${count}×: ${refusal}`)
    refusals.clear()
  } finally {
    await server.stop()
  }
}

const engines: ('pglite' | 'postgres')[] = engineFlag ? [engineFlag as 'pglite' | 'postgres'] : ['pglite', 'postgres']
for (const engine of engines) {
  if (engine === 'postgres' && !(await postgresAnswers())) {
    console.info('\nPostgreSQL does not answer at 127.0.0.1:5432: the PostgreSQL API benchmark is skipped.')
    continue
  }
  const scratch = engine === 'pglite' ? scratchPglite('api') : await scratchPostgres('api')
  try {
    await benchEngine(scratch)
  } finally {
    await scratch.drop()
  }
}
