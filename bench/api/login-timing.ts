import { openPglite } from '../../apps/api/src/db/client'
import { createAdmin, createPatient, createProfessional } from '../../apps/api/src/seed/factories'
import { scratchPglite } from '../lib/databases'
import { BENCH_PASSWORD, LOGIN_PATHS } from '../lib/http-login'
import { heading, ms, percentile, table } from '../lib/report'
import { startServer } from '../lib/server-process'

// `npm run bench` part "logins": how long a login refusal takes for an unknown email and for a known
// email with a wrong password, side by side for the three logins. Equal times mean the answer's time
// does not reveal which emails are registered (the tests prove the structure: both run one argon2
// verification; only this benchmark looks at the clock).

const SAMPLES = 15
const KINDS = ['admin', 'patient', 'professional'] as const
type Kind = (typeof KINDS)[number]
const KNOWN: Record<Kind, string> = { admin: 'bench.admin@acolhe.local', patient: 'bench.paciente@acolhe.local', professional: 'bench.profissional@acolhe.local' }

async function timeLogin(baseUrl: string, kind: Kind, email: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${baseUrl}${LOGIN_PATHS[kind]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'SenhaErrada9' }),
  })
  await response.text()
  if (response.status !== 401) throw new Error(`${kind} login for ${email} answered ${response.status}, expected 401`)
  return performance.now() - started
}

const scratch = scratchPglite('logins')
try {
  const database = await openPglite(scratch.dataDir)
  await database.migrate()
  await createAdmin(database.db, { email: KNOWN.admin, password: BENCH_PASSWORD })
  await createPatient(database.db, { email: KNOWN.patient, password: BENCH_PASSWORD })
  await createProfessional(database.db, { email: KNOWN.professional, password: BENCH_PASSWORD })
  await database.close()

  const server = await startServer({ dataDir: scratch.dataDir })
  try {
    heading('login time: unknown email vs wrong password')
    const rows: string[][] = []
    for (const kind of KINDS) {
      // One of each first, so neither side pays for a cold process; then alternated.
      await timeLogin(server.baseUrl, kind, `ninguem.${kind}@acolhe.local`)
      await timeLogin(server.baseUrl, kind, KNOWN[kind])
      const unknown: number[] = []
      const wrong: number[] = []
      for (let i = 0; i < SAMPLES; i++) {
        unknown.push(await timeLogin(server.baseUrl, kind, `ninguem${i}.${kind}@acolhe.local`))
        wrong.push(await timeLogin(server.baseUrl, kind, KNOWN[kind]))
      }
      unknown.sort((a, b) => a - b)
      wrong.sort((a, b) => a - b)
      const [u50, w50] = [percentile(unknown, 50), percentile(wrong, 50)]
      rows.push([kind, ms(u50), ms(w50), `${(Math.max(u50, w50) / Math.min(u50, w50)).toFixed(2)}×`, ms(percentile(unknown, 90)), ms(percentile(wrong, 90))])
    }
    console.info(`PGlite, ${SAMPLES} sequential refusals each, alternated; one client, so the times are the server's work`)
    table(['login', 'unknown p50', 'wrong pw p50', 'ratio', 'unknown p90', 'wrong pw p90'], rows)
  } finally {
    await server.stop()
  }
} finally {
  await scratch.drop()
}
