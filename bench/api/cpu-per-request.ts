import { readdirSync, readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { postgresAnswers } from '../lib/databases'
import { logInAll } from '../lib/http-login'
import { heading, table } from '../lib/report'
import { startServer } from '../lib/server-process'
import { smallSeededPostgres, SUBJECT_EMAIL } from './fixtures'

// `node --import tsx bench/api/cpu-per-request.ts`: the API process's CPU time per request, read from
// /proc, for `SELECT 1` and `/session/me` (patients with no sessions, a professional with a full page),
// alternated over three rounds. Throughput on this shared machine moves with the other work running;
// the CPU a request costs the server moves much less, so this compares two builds taken at different
// moments. PostgreSQL's own CPU is not counted (its server is shared too).

const REQUESTS = Number(process.env.CPU_REQUESTS ?? 3000)
const ROUNDS = 3
const TICKS_PER_SECOND = 100

function cpuMs(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat: user and system time in clock ticks (the name, field 2, may hold spaces).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/**
 * The CPU of the PostgreSQL backends serving `database` (their command line names it), when the server runs
 * on this machine and its processes are readable; 0 otherwise.
 */
function backendsCpuMs(database: string): number {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) continue
      total += cpuMs(Number(entry))
    } catch {
      // the process ended meanwhile
    }
  }
  return total
}

if (!(await postgresAnswers())) {
  console.info('PostgreSQL does not answer at 127.0.0.1:5432: nothing measured.')
  process.exit(0)
}
const { scratch, fixtures } = await smallSeededPostgres('cpu')
try {
  const server = await startServer({ dataDir: scratch.dataDir, databaseUrl: scratch.databaseUrl })
  try {
    const pid = server.pid
    if (pid === undefined) throw new Error('the server has no pid')
    const routes = [
      { name: 'GET /api/health (select 1)', cookies: [''] },
      { name: 'GET /api/session/me?statistic=true (patients, no sessions)', cookies: await logInAll(server.baseUrl, 'patient', fixtures.patientEmails) },
      { name: 'GET /api/session/me?statistic=true (professional, a page of 8)', cookies: await logInAll(server.baseUrl, 'professional', [SUBJECT_EMAIL]) },
    ]
    const perRequest = new Map<string, number[]>(routes.map((route) => [route.name, []]))
    const databaseName = new URL(scratch.databaseUrl ?? '').pathname.slice(1)
    const backendPerRequest = new Map<string, number[]>(routes.map((route) => [route.name, []]))
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of routes) {
        let next = 0
        const path = route.name.split(' ')[1] ?? ''
        const before = cpuMs(pid)
        const backendsBefore = backendsCpuMs(databaseName)
        const result = await autocannon({
          url: server.baseUrl,
          connections: 10,
          amount: REQUESTS,
          requests: [{ setupRequest: () => ({ method: 'GET', path, headers: { cookie: route.cookies[next++ % route.cookies.length] ?? '' } }) }],
        })
        if (result['2xx'] !== REQUESTS) throw new Error(`${route.name}: ${result['2xx']} of ${REQUESTS} answered 2xx`)
        perRequest.get(route.name)?.push((cpuMs(pid) - before) / REQUESTS)
        backendPerRequest.get(route.name)?.push((backendsCpuMs(databaseName) - backendsBefore) / REQUESTS)
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    const bare = median(perRequest.get(routes[0]?.name ?? '') ?? [])
    heading(`API process CPU per request (${REQUESTS} requests × ${ROUNDS} rounds, 10 connections)`)
    table(
      ['route', 'ms CPU per request (median)', 'rounds', 'SELECT 1 / route', 'PostgreSQL backends, ms per request (median)'],
      routes.map((route) => {
        const values = perRequest.get(route.name) ?? []
        const backends = backendPerRequest.get(route.name) ?? []
        return [route.name, median(values).toFixed(3), values.map((v) => v.toFixed(3)).join(' '), `${((bare / median(values)) * 100).toFixed(1)} %`, median(backends).toFixed(3)]
      }),
    )
  } finally {
    await server.stop()
  }
} finally {
  await scratch.drop()
}
