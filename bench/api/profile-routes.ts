import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { topSelfTimes, topTotalTimes } from '../lib/cpu-profile'
import { postgresAnswers } from '../lib/databases'
import { logInAll } from '../lib/http-login'
import { heading, table } from '../lib/report'
import { startServer } from '../lib/server-process'
import { smallSeededPostgres, SUBJECT_EMAIL } from './fixtures'

// `npm run bench -- --only=profile`: where the server's CPU goes on the routes whose targets are not met.
// For each route, a fresh server on the API benchmark's PostgreSQL data runs with --cpu-prof under the same
// load (10 connections, 10 s); the functions with the most self time are printed.

const routes = [
  { name: 'open times', path: (ids: { openTimes: string }) => `/api/public/available-dates/${ids.openTimes}`, as: 'visitor' as const },
  { name: '/session/me (patients)', path: () => '/api/session/me?statistic=true', as: 'patient' as const },
  // The open-times subject: a full page of online sessions ahead, each row with its patient's consent.
  { name: '/session/me (professional)', path: () => '/api/session/me?statistic=true', as: 'professional' as const },
]
/** `PROFILE_ROUTES=patients,professional` profiles only the routes whose names contain one of these words. */
const only = process.env.PROFILE_ROUTES?.split(',')
/** `PROFILE_SECONDS=30`: a longer load, so the server's start-up weighs less in the profile (10 s by default). */
const seconds = Number(process.env.PROFILE_SECONDS ?? 10)
/** `PROFILE_KEEP=<dir>`: the .cpuprofile files are kept there (one folder per route) for a closer look. */
const keepDir = process.env.PROFILE_KEEP

if (!(await postgresAnswers())) {
  console.info('PostgreSQL does not answer at 127.0.0.1:5432: the profile is skipped.')
  process.exit(0)
}
const { scratch, fixtures } = await smallSeededPostgres('profile')
try {
  for (const route of routes.filter((r) => !only || only.some((word) => r.name.includes(word)))) {
    const profileDir = mkdtempSync(join(tmpdir(), 'acolhe-profile-'))
    const server = await startServer({ dataDir: scratch.dataDir, databaseUrl: scratch.databaseUrl, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] })
    try {
      const cookies =
        route.as === 'patient'
          ? await logInAll(server.baseUrl, 'patient', fixtures.patientEmails)
          : route.as === 'professional'
            ? await logInAll(server.baseUrl, 'professional', [SUBJECT_EMAIL])
            : ['']
      let next = 0
      const result = await autocannon({
        url: server.baseUrl,
        connections: 10,
        duration: seconds,
        requests: [{ setupRequest: () => ({ method: 'GET', path: route.path({ openTimes: fixtures.openTimesProfessionalId }), headers: { cookie: cookies[next++ % cookies.length] ?? '' } }) }],
      })
      await server.stop()
      heading(`CPU profile: ${route.name} (${result.requests.average.toFixed(0)} req/s during the profile)`)
      table(['function (self time)', 'share', 'ms'], topSelfTimes(profileDir, 20).map((t) => [t.name, `${(t.share * 100).toFixed(1)} %`, t.ms.toFixed(0)]))
      table(['function (total time: its own and its callees\')', 'share', 'ms'], topTotalTimes(profileDir, Number(process.env.PROFILE_TOTAL_ROWS ?? 40)).map((t) => [t.name, `${(t.share * 100).toFixed(1)} %`, t.ms.toFixed(0)]))
    } finally {
      await server.stop()
      if (keepDir) cpSync(profileDir, join(keepDir, route.name.replace(/\W+/g, '-')), { recursive: true })
      rmSync(profileDir, { recursive: true, force: true })
    }
  }
} finally {
  await scratch.drop()
}
