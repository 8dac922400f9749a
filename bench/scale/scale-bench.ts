import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { adminPatientsQuerySchema, adminProfessionalsQuerySchema } from '@acolhe/shared/schemas/admin-lists'
import { publicProfessionalsQuerySchema } from '@acolhe/shared/schemas/directory'
import { adminSessionsQuerySchema, mySessionsQuerySchema } from '@acolhe/shared/schemas/session'
import { loadConfig } from '../../apps/api/src/config'
import { openPostgres, type Db } from '../../apps/api/src/db/client'
import { schema } from '../../apps/api/src/db/schema'
import { createAdmin } from '../../apps/api/src/seed/factories'
import { seedDatabase } from '../../apps/api/src/seed/seed'
import { systemClock } from '../../apps/api/src/lib/clock'
import * as backOffice from '../../apps/api/src/modules/back-office/back-office.service'
import * as directory from '../../apps/api/src/modules/directory/directory.service'
import * as scheduling from '../../apps/api/src/modules/scheduling/lists/session-queries.service'
import { keptPostgres, postgresAnswers, scratchPostgres } from '../lib/databases'
import { BENCH_PASSWORD, logIn } from '../lib/http-login'
import { recordFigure } from '../lib/figures'
import { heading, ms, percentile, table, timeSequential } from '../lib/report'
import { startServer } from '../lib/server-process'
import { FULL_SCALE, SCALE_EMAIL, generateScale, type ScaleCounts } from './generate'

// `npm run bench` part 2: 10,000 professionals, 200,000 patients and 1,000,000 sessions
// on a scratch PostgreSQL database, then the reads that grow with the data — through the HTTP API
// (logged in as a generated patient, professional and admin) and in-process through the same service
// functions, whose SQL is captured and EXPLAIN ANALYZEd. Flags: --fraction=0.1 for a smaller run,
// --reads=directory for only the reads whose name contains the text, --keep=acolhe_<name> to build the data
// into that database once and reuse it on later runs (migrated to this checkout first; drop it when done).

const fraction = Number(process.argv.find((a) => a.startsWith('--fraction='))?.split('=')[1] ?? '1')
const counts: ScaleCounts = {
  professionals: Math.round(FULL_SCALE.professionals * fraction),
  patients: Math.round(FULL_SCALE.patients * fraction),
  sessions: Math.round(FULL_SCALE.sessions * fraction),
}
/** --reads=directory: only the reads whose name contains the text (the whole scale is still generated). */
const readsFilter = process.argv.find((a) => a.startsWith('--reads='))?.split('=')[1]
/** --keep=acolhe_scale: the data stays in that database after the run, and a run that finds it there reuses it. */
const keepName = process.argv.find((a) => a.startsWith('--keep='))?.split('=')[1]
const HTTP_RUNS = 40
const BUDGET_MS = 20_000

type Statement = { query: string; params: unknown[] }
type Scenario = { name: string; path: string; as: 'patient' | 'professional' | 'admin' | 'visitor'; direct: (db: Db) => Promise<unknown> }

const captured: Statement[] = []

function scenarios(ids: { patientId: string; professionalId: string; approachId: string; themeId: string }, dataDir: string): Scenario[] {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir })
  const deps = (db: Db) => ({ db, clock: systemClock, config })
  const patient = { kind: 'patient' as const, id: ids.patientId }
  const professional = { kind: 'professional' as const, id: ids.professionalId }
  // The admin's lists read the same for any admin: the rules only look at the kind.
  const admin = { kind: 'admin' as const, id: ids.patientId }
  return [
    { name: 'directory, no filter', path: '/api/professional', as: 'visitor', direct: (db) => directory.listProfessionals(db, new Date(), publicProfessionalsQuerySchema.parse({})) },
    {
      name: "directory search 'jose'",
      path: '/api/professional?search=jose',
      as: 'visitor',
      direct: (db) => directory.listProfessionals(db, new Date(), publicProfessionalsQuerySchema.parse({ search: 'jose' })),
    },
    {
      name: "directory search 'conceição' + type",
      path: `/api/professional?search=${encodeURIComponent('conceição')}&professional_type=PSYCHIATRIST`,
      as: 'visitor',
      direct: (db) => directory.listProfessionals(db, new Date(), publicProfessionalsQuerySchema.parse({ search: 'conceição', professional_type: 'PSYCHIATRIST' })),
    },
    // Finding a professional (decision 043): filters with each card's next free hour, sorted by it.
    {
      name: 'directory approach + theme + price ≤ R$ 200, by next hour',
      path: `/api/professional?approach=${ids.approachId}&theme=${ids.themeId}&max_price=20000&sort=next_hour`,
      as: 'visitor',
      direct: (db) =>
        directory.listProfessionals(db, new Date(), publicProfessionalsQuerySchema.parse({ approach: ids.approachId, theme: ids.themeId, max_price: '20000', sort: 'next_hour' })),
    },
    {
      name: "directory English + 'horário nesta semana', by next hour",
      path: '/api/professional?language=EN&this_week=true&sort=next_hour',
      as: 'visitor',
      direct: (db) => directory.listProfessionals(db, new Date(), publicProfessionalsQuerySchema.parse({ language: 'EN', this_week: 'true', sort: 'next_hour' })),
    },
    {
      name: 'directory approach, by price (next hour on the page)',
      path: `/api/professional?approach=${ids.approachId}&sort=price`,
      as: 'visitor',
      direct: (db) => directory.listProfessionals(db, new Date(), publicProfessionalsQuerySchema.parse({ approach: ids.approachId, sort: 'price' })),
    },
    {
      name: 'directory, no filter, by next hour',
      path: '/api/professional?sort=next_hour',
      as: 'visitor',
      direct: (db) => directory.listProfessionals(db, new Date(), publicProfessionalsQuerySchema.parse({ sort: 'next_hour' })),
    },
    {
      name: 'patient /session/me + statistic',
      path: '/api/session/me?statistic=true',
      as: 'patient',
      direct: (db) => scheduling.listMySessionsJson(deps(db), patient, mySessionsQuerySchema.parse({ statistic: 'true' })),
    },
    {
      name: 'professional /session/me + statistic',
      path: '/api/session/me?statistic=true',
      as: 'professional',
      direct: (db) => scheduling.listMySessionsJson(deps(db), professional, mySessionsQuerySchema.parse({ statistic: 'true' })),
    },
    {
      name: 'professional /session/me SCHEDULED',
      path: '/api/session/me?status=SCHEDULED',
      as: 'professional',
      direct: (db) => scheduling.listMySessionsJson(deps(db), professional, mySessionsQuerySchema.parse({ status: 'SCHEDULED' })),
    },
    { name: 'admin sessions, no filter', path: '/api/session', as: 'admin', direct: (db) => scheduling.listAllSessions(deps(db), admin, adminSessionsQuerySchema.parse({})) },
    {
      name: 'admin sessions status+payment',
      path: '/api/session?status=CANCELLED&payment=REFUNDED',
      as: 'admin',
      direct: (db) => scheduling.listAllSessions(deps(db), admin, adminSessionsQuerySchema.parse({ status: 'CANCELLED', payment: 'REFUNDED' })),
    },
    {
      name: "admin sessions status+payment+search 'simoes'",
      path: '/api/session?status=CONFIRMED&payment=DONE&search=simoes',
      as: 'admin',
      direct: (db) => scheduling.listAllSessions(deps(db), admin, adminSessionsQuerySchema.parse({ status: 'CONFIRMED', payment: 'DONE', search: 'simoes' })),
    },
    {
      name: "admin professionals search 'guimaraes'",
      path: '/api/professional-private/all?search=guimaraes',
      as: 'admin',
      direct: (db) => backOffice.listProfessionals(deps(db), adminProfessionalsQuerySchema.parse({ search: 'guimaraes' })),
    },
    {
      name: "admin patients search 'ines'",
      path: '/api/user?search=ines',
      as: 'admin',
      direct: (db) => backOffice.listPatients(deps(db), adminPatientsQuerySchema.parse({ search: 'ines' })),
    },
    { name: 'dashboard indicators', path: '/api/dashboard/indicators', as: 'admin', direct: (db) => backOffice.dashboardIndicators(deps(db)) },
  ]
}

async function explain(pool: pg.Pool, statement: Statement): Promise<{ plan: string; executionMs: number }> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.query}`, statement.params)
  const lines = rows.map((r) => r['QUERY PLAN'])
  const execution = lines.find((l) => l.startsWith('Execution Time'))
  return { plan: lines.join('\n'), executionMs: Number(execution?.match(/[\d.]+/)?.[0] ?? Number.NaN) }
}

async function main() {
  heading(`Scale on PostgreSQL: ${counts.professionals.toLocaleString('pt-BR')} professionals, ${counts.patients.toLocaleString('pt-BR')} patients, ${counts.sessions.toLocaleString('pt-BR')} sessions`)
  if (!(await postgresAnswers())) {
    console.info('PostgreSQL does not answer at 127.0.0.1:5432: the scale benchmark is skipped (it needs PostgreSQL).')
    return
  }
  const scratch = keepName ? await keptPostgres(keepName) : { ...(await scratchPostgres('scale')), existed: false }
  const databaseUrl = scratch.databaseUrl ?? ''
  // The in-process reads and the plans run with the server's settings: the migrated database carries the
  // planner settings itself (migration 0026, decision 072).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  // Dropping the scratch database at the end ends any connection still closing; unheard, that error
  // would end the run after its figures were printed.
  pool.on('error', () => undefined)
  try {
    const database = await openPostgres(databaseUrl, 2)
    await database.migrate()
    if (!scratch.existed) {
      await seedDatabase(database.db, { demo: false })
      await createAdmin(database.db, { email: SCALE_EMAIL.admin, password: BENCH_PASSWORD, firstName: 'Escala', lastName: 'Admin' })
    }
    await database.close()

    const started = performance.now()
    if (!scratch.existed) {
      const loader = await pool.connect()
      try {
        await generateScale(loader, counts)
      } finally {
        loader.release()
      }
    }
    const { rows: sizes } = await pool.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size')
    console.info(`${scratch.existed ? `reused ${keepName}` : 'generated'} in ${((performance.now() - started) / 1000).toFixed(1)} s; database size ${sizes[0]?.size}`)

    const patientNumber = Math.floor(counts.patients / 3) + 7
    const professionalNumber = 42 % counts.professionals
    const { rows: people } = await pool.query<{ patient: string; professional: string }>(
      `select (select id from patients where email = $1) as patient, (select id from professionals where email = $2) as professional`,
      [SCALE_EMAIL.patient(patientNumber), SCALE_EMAIL.professional(professionalNumber)],
    )
    const { rows: picked } = await pool.query<{ approach: string; theme: string }>(
      `select (select id from practice_terms where kind = 'APPROACH' order by name limit 1) as approach, (select id from practice_terms where kind = 'THEME' order by name limit 1) as theme`,
    )
    const ids = { patientId: people[0]?.patient ?? '', professionalId: people[0]?.professional ?? '', approachId: picked[0]?.approach ?? '', themeId: picked[0]?.theme ?? '' }

    const server = await startServer({ dataDir: scratch.dataDir, databaseUrl })
    const results: { scenario: Scenario; http: number[]; direct: number[]; plans: { statement: Statement; plan: string; executionMs: number }[] }[] = []
    try {
      const cookies: Record<Scenario['as'], string> = {
        visitor: '',
        patient: await logIn(server.baseUrl, 'patient', SCALE_EMAIL.patient(patientNumber)),
        professional: await logIn(server.baseUrl, 'professional', SCALE_EMAIL.professional(professionalNumber)),
        admin: await logIn(server.baseUrl, 'admin', SCALE_EMAIL.admin),
      }
      const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => void captured.push({ query, params }) } }) as unknown as Db
      // The first read by next hour computes and stores every listed professional's hour (decision 062);
      // autovacuum analyses that table within a minute of such a write, and until it has, the planner
      // takes the freshly filled table for empty and sorts instead of walking its order index (decision
      // 114). The reads below are measured in that steady state.
      const stored = await fetch(`${server.baseUrl}/api/professional?sort=next_hour`)
      if (stored.status !== 200) throw new Error(`the directory by next hour answered ${stored.status}`)
      await pool.query('vacuum (analyze) next_free_hours')
      for (const scenario of scenarios(ids, scratch.dataDir).filter((s) => !readsFilter || s.name.includes(readsFilter))) {
        const http = await timeSequential(async () => {
          const response = await fetch(`${server.baseUrl}${scenario.path}`, { headers: scenario.as === 'visitor' ? {} : { cookie: cookies[scenario.as] } })
          if (response.status !== 200) throw new Error(`${scenario.path} answered ${response.status}: ${await response.text()}`)
          await response.arrayBuffer()
        }, HTTP_RUNS, BUDGET_MS)
        captured.length = 0
        await scenario.direct(db)
        const statements = [...captured]
        const direct = await timeSequential(() => scenario.direct(db), HTTP_RUNS, BUDGET_MS)
        captured.length = 0
        const plans = []
        for (const statement of statements) plans.push({ statement, ...(await explain(pool, statement)) })
        results.push({ scenario, http, direct, plans })
        console.info(`  measured: ${scenario.name}`)
      }
    } finally {
      await server.stop()
    }

    heading('Scale: latency of each read (sequential requests)')
    table(
      ['read', 'HTTP p50', 'HTTP p99', 'in-process p50', 'in-process p99', 'statements', 'slowest SQL (EXPLAIN ANALYZE)'],
      results.map(({ scenario, http, direct, plans }) => [
        scenario.name,
        ms(percentile(http, 50)),
        ms(percentile(http, 99)),
        ms(percentile(direct, 50)),
        ms(percentile(direct, 99)),
        plans.length,
        ms(Math.max(...plans.map((p) => p.executionMs))),
      ]),
    )
    const worst = results.map(({ scenario, http }) => ({ name: scenario.name, p99: percentile(http, 99) })).sort((a, b) => b.p99 - a.p99)[0]
    if (worst && fraction === 1) recordFigure('scale-worst-p99', worst.p99, worst.name)
    console.info(`HTTP: ${HTTP_RUNS} requests each (or ${BUDGET_MS / 1000} s), one at a time after one warm-up; in-process: the same service function, no HTTP`)

    heading('Scale: query plans (EXPLAIN ANALYZE, BUFFERS)')
    for (const { scenario, plans } of results) {
      console.info(`\n### ${scenario.name} — GET ${scenario.path}`)
      for (const [index, { statement, plan }] of plans.entries()) {
        console.info(`\n-- statement ${index + 1}/${plans.length}: ${statement.query.replace(/\s+/g, ' ').slice(0, 300)}${statement.query.length > 300 ? ' …' : ''}`)
        console.info(`-- params: ${JSON.stringify(statement.params)}`)
        console.info(plan)
      }
    }
  } finally {
    await pool.end()
    await scratch.drop()
  }
}

await main()
