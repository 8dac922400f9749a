import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type PgliteDatabase } from '../src/db/client'
import { DEFAULT_PASSWORD } from '../src/seed/factories'
import { seedDatabase } from '../src/seed/seed'
import { createTestApp } from './helpers/app'
import { hasPostgresServer } from './helpers/database'
import { httpLogIn, httpReader, viewsOf, type Person } from './helpers/person-views'
import { newServerDatabase } from './helpers/release'
import { apiEntryArgs, startServerProcess, type ServerProcess } from './helpers/server-process'
import { giveBalance } from './helpers/payments'
import { buildWorld } from './helpers/world'

// The way out of the embedded default (decision 075), as an operator runs it: an embedded database
// with real data (the demo clinic plus a world of every kind of row: sessions, payments, a series,
// refunds of balance, logins), backed up with the server stopped (refused while it runs) and restored;
// then moved to a new PostgreSQL database, which two instances serve at once, each person seeing
// exactly what they saw before.
const apiDir = join(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'acolhe-way-out-'))
const dataDir = join(work, 'data')
const INSTANT = '2026-11-23T12:00:00.000Z'
const clockAt = (instant: string) => ({ TEST_CLOCK_CONTROL: '1', TEST_CLOCK_START: instant })

/** `npm run admin -- …` on this install (compiled, as the release runs it, after `npm test`'s build; else from its sources). */
function admin(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...apiEntryArgs('admin'), ...args], { cwd: apiDir, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', SESSION_SECRET: 'y'.repeat(64), ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('exit', (code) => resolve({ code, out }))
  })
}

async function tableCounts(query: (sql: string) => Promise<{ rows: { t: string; n: number }[] }>, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of tables) counts[table] = (await query(`select '${table}' as t, count(*)::int as n from "${table}"`)).rows[0]?.n ?? -1
  return counts
}

describe('the embedded database: backup, restore, and the move to PostgreSQL', () => {
  let people: Person[] = []
  let before: Record<string, unknown> = {}
  let tables: string[] = []
  let counts: Record<string, number> = {}

  beforeAll(async () => {
    const database = await openPglite(dataDir)
    await database.migrate()
    const app = await createTestApp({ database, now: INSTANT })
    await seedDatabase(database.db, { demo: true })
    const world = await buildWorld(app)
    await giveBalance(app, world.ids.patient, 7500)
    people = [
      { kind: 'patient', email: world.emails.patient, password: DEFAULT_PASSWORD },
      { kind: 'professional', email: world.emails.professional, password: DEFAULT_PASSWORD },
      { kind: 'admin', email: world.emails.admin, password: DEFAULT_PASSWORD },
      { kind: 'patient', email: 'paciente@acolhe.local', password: DEFAULT_PASSWORD },
    ]
    await app.close()
    await database.close()
    // The install as it ran before the move: a server on the embedded database (its jobs run too:
    // the weekly series books its weeks), each person's views read through it.
    const server = await startServerProcess({ DATA_DIR: dataDir, ...clockAt(INSTANT) })
    before = await viewsOf(people, httpLogIn(server.baseUrl), httpReader(server.baseUrl))
    await server.kill('SIGTERM')
    const stopped = await openPglite(dataDir)
    tables = (await stopped.client.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1")).rows.map((row) => row.table_name)
    counts = await tableCounts((sql) => stopped.client.query(sql), tables)
    await stopped.close()
  }, 180_000)

  afterAll(() => rmSync(work, { recursive: true, force: true }))

  it('backup-embedded refuses while a server has the database open, then writes a backup that restores to the same rows', async () => {
    const running = await openPglite(dataDir)
    const refused = await admin(['backup-embedded', '--out', join(work, 'refused.tar.gz')], { DATA_DIR: dataDir })
    await running.close()
    expect(refused.code).toBe(1)
    expect(refused.out).toContain(`open in another Acolhe process (PID ${process.pid})`)
    expect(existsSync(join(work, 'refused.tar.gz'))).toBe(false)

    const backup = await admin(['backup-embedded', '--out', join(work, 'acolhe.tar.gz')], { DATA_DIR: dataDir })
    expect(backup.code).toBe(0)
    expect(statSync(join(work, 'acolhe.tar.gz')).mode & 0o777).toBe(0o600)
    const restoredDir = join(work, 'restored')
    const restore = await admin(['restore-embedded', '--from', join(work, 'acolhe.tar.gz')], { DATA_DIR: restoredDir })
    expect(restore.code).toBe(0)
    expect((await admin(['restore-embedded', '--from', join(work, 'acolhe.tar.gz')], { DATA_DIR: restoredDir })).code).toBe(1)
    const restored: PgliteDatabase = await openPglite(restoredDir)
    try {
      expect(await tableCounts((sql) => restored.client.query(sql), tables)).toEqual(counts)
    } finally {
      await restored.close()
    }
    console.info(`embedded backup: ${tables.length} tables, ${Object.values(counts).reduce((a, b) => a + b, 0)} rows restored identical`)
  }, 180_000)

  describe.runIf(hasPostgresServer)('move-to-postgres', () => {
    let target: Awaited<ReturnType<typeof newServerDatabase>>
    const servers: ServerProcess[] = []
    beforeAll(async () => {
      target = await newServerDatabase(process.env.TEST_DATABASE_URL ?? '', 'acolhe_moved')
    })
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.kill('SIGTERM')))
      await target?.drop()
    })

    it('refuses a role that may not load rows as they are, before writing anything', async () => {
      const role = `acolhe_move_${Date.now().toString(36)}`
      const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await server.connect()
      const limited = await newServerDatabase(process.env.TEST_DATABASE_URL ?? '', 'acolhe_move_limited')
      try {
        await server.query(`CREATE ROLE ${role} LOGIN PASSWORD 'move'`)
        await server.query(`ALTER DATABASE ${limited.name} OWNER TO ${role}`)
        const url = new URL(limited.url)
        url.username = role
        url.password = 'move'
        const refused = await admin(['move-to-postgres', '--to', url.toString()], { DATA_DIR: dataDir })
        expect(refused.code).toBe(1)
        expect(refused.out).toContain('GRANT SET ON PARAMETER session_replication_role')
        const tables = await server.query(`select count(*)::int as n from pg_tables where tableowner = '${role}'`)
        expect(tables.rows[0]).toEqual({ n: 0 })
      } finally {
        await limited.drop()
        await server.query(`DROP ROLE IF EXISTS ${role}`)
        await server.end()
      }
    }, 120_000)

    it('copies every row, which two instances then serve: every person sees the same sessions, balance and actions', async () => {
      const moved = await admin(['move-to-postgres', '--to', target.url], { DATA_DIR: dataDir })
      expect(moved.out).toContain('every table matches')
      expect(moved.code).toBe(0)
      const client = new pg.Client({ connectionString: target.url })
      await client.connect()
      const after = await tableCounts((sql) => client.query(sql), tables)
      await client.end()
      expect(after).toEqual(counts)
      for (const table of ['sessions', 'payments', 'balance_entries', 'patients', 'professionals', 'session_series', 'session_tallies']) expect(after[table], table).toBeGreaterThan(0)
      console.info(`moved to PostgreSQL: ${tables.length} tables; ${Object.entries(after).filter(([, n]) => n > 0).map(([t, n]) => `${t} ${n}`).join(', ')}`)

      // A second move into the same (now populated) database is refused.
      expect((await admin(['move-to-postgres', '--to', target.url], { DATA_DIR: dataDir })).out).toContain('the target database is not empty')

      const env = { DATABASE_URL: target.url, ...clockAt(INSTANT) }
      servers.push(await startServerProcess({ ...env, DATA_DIR: join(work, 'instance-1') }), await startServerProcess({ ...env, DATA_DIR: join(work, 'instance-2') }))
      const [one, two] = servers
      // Logged in on one instance, read on the other: one database, sessions in it.
      const seen = await viewsOf(people, httpLogIn(one?.baseUrl ?? ''), httpReader(two?.baseUrl ?? ''))
      expect(seen).toEqual(before)
      console.info(`after the move, through two instances: ${Object.keys(seen).length} views of ${people.length} people identical`)
    }, 240_000)
  })
})
