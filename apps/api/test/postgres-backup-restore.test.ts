import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../src/db/client'
import { DEFAULT_PASSWORD } from '../src/seed/factories'
import { seedDatabase } from '../src/seed/seed'
import { createTestApp } from './helpers/app'
import { hasPostgresServer } from './helpers/database'
import { giveBalance } from './helpers/payments'
import { httpLogIn, httpReader, viewsOf, type Person } from './helpers/person-views'
import { newServerDatabase, repositoryRoot } from './helpers/release'
import { startServerProcess } from './helpers/server-process'
import { buildWorld } from './helpers/world'

// PostgreSQL backups as docs/deploy.md sets them up: deploy/backup/acolhe-backup.service's command (the
// nightly dump, with its retention) run on a database with real data, then deploy/backup/acolhe-restore.sh
// into a new database, on which the app starts and every person sees what they saw before.
const work = mkdtempSync(join(tmpdir(), 'acolhe-pg-backup-'))
const INSTANT = '2026-11-23T12:00:00.000Z'
const clock = { TEST_CLOCK_CONTROL: '1', TEST_CLOCK_START: INSTANT }

async function tableCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = (await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1")).rows
    const counts: Record<string, number> = {}
    for (const { name } of tables) counts[name] = (await client.query<{ n: number }>(`select count(*)::int as n from "${name}"`)).rows[0]?.n ?? -1
    return counts
  } finally {
    await client.end()
  }
}

describe.runIf(hasPostgresServer)('PostgreSQL backup (deploy/backup) and restore into a new database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? ''
  const created: Awaited<ReturnType<typeof newServerDatabase>>[] = []
  let people: Person[] = []
  let before: Record<string, unknown> = {}

  beforeAll(async () => {
    const source = await newServerDatabase(serverUrl, 'acolhe_backup_src')
    created.push(source)
    const database = await openPostgres(source.url, 4)
    await database.migrate()
    const app = await createTestApp({ database, now: INSTANT })
    await seedDatabase(database.db, { demo: true })
    const world = await buildWorld(app)
    await giveBalance(app, world.ids.patient, 7500)
    await app.close()
    await database.close()
    people = [
      { kind: 'patient', email: world.emails.patient, password: DEFAULT_PASSWORD },
      { kind: 'professional', email: world.emails.professional, password: DEFAULT_PASSWORD },
      { kind: 'admin', email: world.emails.admin, password: DEFAULT_PASSWORD },
    ]
    // The jobs' first run starts with the server and may still be writing (a weekly series' next week)
    // when it answers; a server stops only after its jobs' run under way. So a first start lets them do
    // what this instant asks, and the views are read from a second start, where they find nothing to do,
    // as on the restored copy.
    const settling = await startServerProcess({ DATABASE_URL: source.url, DATA_DIR: join(work, 'before'), ...clock })
    await settling.kill('SIGTERM')
    const server = await startServerProcess({ DATABASE_URL: source.url, DATA_DIR: join(work, 'before'), ...clock })
    before = await viewsOf(people, httpLogIn(server.baseUrl), httpReader(server.baseUrl))
    await server.kill('SIGTERM')
  }, 180_000)

  afterAll(async () => {
    for (const database of created) await database.drop()
    rmSync(work, { recursive: true, force: true })
  })

  it('the nightly command dumps with its retention; the restore script fills a new database the app starts on', async () => {
    const unit = readFileSync(join(repositoryRoot, 'deploy/backup/acolhe-backup.service'), 'utf8')
    const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1] ?? ''
    const keepDays = Number(/^Environment=KEEP_DAYS=(\d+)$/m.exec(unit)?.[1])
    expect(execStart).toBe('/opt/acolhe/deploy/backup/acolhe-backup.sh')
    const backupDir = join(work, 'backups')
    mkdirSync(backupDir)
    // Two earlier dumps: one past the retention, one within it.
    const old = join(backupDir, 'acolhe-20261001T031500Z.dump')
    const recent = join(backupDir, 'acolhe-20261125T031500Z.dump')
    for (const [file, days] of [[old, keepDays + 5], [recent, 3]] as const) {
      writeFileSync(file, 'earlier dump')
      const at = new Date(Date.now() - days * 86_400_000)
      utimesSync(file, at, at)
    }
    const [source] = created
    const dump = execFileSync(execStart.replace('/opt/acolhe', repositoryRoot), { env: { PATH: process.env.PATH ?? '', DATABASE_URL: source?.url ?? '', BACKUP_DIR: backupDir, KEEP_DAYS: String(keepDays) }, encoding: 'utf8' }).trim()
    expect(existsSync(dump)).toBe(true)
    expect(statSync(dump).mode & 0o777).toBe(0o600)
    expect(statSync(backupDir).mode & 0o777).toBe(0o700)
    expect(existsSync(old)).toBe(false)
    expect(existsSync(recent)).toBe(true)

    const restored = await newServerDatabase(serverUrl, 'acolhe_backup_restored')
    created.push(restored)
    execFileSync(join(repositoryRoot, 'deploy/backup/acolhe-restore.sh'), [dump, restored.url], { env: { PATH: process.env.PATH ?? '' }, stdio: 'pipe' })
    const counts = await tableCounts(restored.url)
    expect(counts).toEqual(await tableCounts(source?.url ?? ''))
    console.info(`pg backup: ${Object.keys(counts).length} tables, ${Object.values(counts).reduce((a, b) => a + b, 0)} rows restored identical (${Object.entries(counts).filter(([, n]) => n > 0).map(([t, n]) => `${t} ${n}`).join(', ')})`)

    const server = await startServerProcess({ DATABASE_URL: restored.url, DATA_DIR: join(work, 'after'), ...clock })
    try {
      const after = await viewsOf(people, httpLogIn(server.baseUrl), httpReader(server.baseUrl))
      expect(after).toEqual(before)
      console.info(`pg restore: the app started on the restored database; ${Object.keys(after).length} views of ${people.length} people identical`)
    } finally {
      await server.kill('SIGTERM')
    }
  }, 180_000)
})
