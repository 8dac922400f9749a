import { count } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { openPostgres, type Database } from '../src/db/client'
import { services } from '../src/db/schema/catalogue'
import { admins, professionals } from '../src/db/schema/people'
import { DEMO_PROFESSIONALS } from '../src/seed/demo-data'
import { migrateAndPrepareOnStart } from '../src/seed/on-start'
import { journalEntries } from '../src/db/migration-status'
import { fixedClock } from '../src/lib/clock'
import { createTestApp } from './helpers/app'
import { createTestDatabase, hasPostgresServer } from './helpers/database'

const clock = fixedClock('2026-11-23T12:00:00.000Z')
const config = loadConfig({ NODE_ENV: 'test' }, { dataDir: '/tmp/acolhe-startup-lock-test', sessionSecret: 'x'.repeat(64) })
const rows = async (database: Database, table: typeof admins | typeof professionals | typeof services) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0

describe('start-up on an empty database', () => {
  const opened: Database[] = []
  afterEach(async () => {
    // The first one opened owns the test database and drops it, so it closes last.
    for (const database of opened.reverse()) await database.close()
    opened.length = 0
  })

  it('migrates and seeds a first start (either engine)', async () => {
    const database = await createTestDatabase({ migrated: false })
    opened.push(database)
    // Every migration of the journal, named in order (the start-up log prints each).
    expect(await migrateAndPrepareOnStart(database, { db: database.db, clock, config })).toEqual({ seeded: 'demo', migrationsApplied: journalEntries().map((entry) => entry.tag), receiptsBackfilled: 0 })
    expect(await migrateAndPrepareOnStart(database, { db: database.db, clock, config })).toEqual({ seeded: 'none', migrationsApplied: [], receiptsBackfilled: 0 })
    expect(await rows(database, admins)).toBe(1)
    // Every migration and the whole demo seed from nothing: on PGlite under a loaded CPU this passes 30 s.
  }, 120_000)

  // Real concurrency needs the PostgreSQL server (PGlite is one process); CI sets TEST_DATABASE_URL.
  it.runIf(hasPostgresServer)('three instances starting together on one fresh PostgreSQL database all start; one seeds', async () => {
    const first = await createTestDatabase({ forcePostgres: true, migrated: false })
    opened.push(first)
    for (let i = 0; i < 2; i += 1) opened.push(await openPostgres(first.url ?? '', 4))
    const results = await Promise.allSettled(opened.map((database) => migrateAndPrepareOnStart(database, { db: database.db, clock, config })))
    expect(results.filter((r) => r.status === 'rejected').map((r) => String(r.reason))).toEqual([])
    const seeded = results.map((r) => (r.status === 'fulfilled' ? r.value.seeded : 'failed')).sort()
    expect(seeded).toEqual(['demo', 'none', 'none'])
    // One instance applied (and names) every migration; the others applied none.
    const applied = results.map((r) => (r.status === 'fulfilled' ? r.value.migrationsApplied : []))
    expect(applied.flat()).toEqual(journalEntries().map((entry) => entry.tag))
    expect(await rows(first, admins)).toBe(1)
    expect(await rows(first, professionals)).toBe(DEMO_PROFESSIONALS.length)
    expect(await rows(first, services)).toBe(6)
  }, 120_000)
})

describe('plugin start timeout', () => {
  it('gives plugins a minute to load, not Fastify’s 10 s default', async () => {
    const app = await createTestApp()
    try {
      expect(app.initialConfig.pluginTimeout).toBe(60_000)
    } finally {
      await app.close()
    }
  })
})
