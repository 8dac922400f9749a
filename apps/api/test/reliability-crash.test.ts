import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite, openPostgres } from '../src/db/client'
import { findDurabilityViolations, runBookingLoad, seedLoadData, type LoadRecord } from './helpers/booking-load'
import { createTestDatabase, hasPostgresServer, pgliteCasesRunInTheirOwnStage } from './helpers/database'
import { startServerProcess } from './helpers/server-process'

// Bookings and payments flow through a real server process that is killed with SIGKILL in the middle
// of the load, then started again on the same data. Whatever was answered 2xx must be there, whole.

// The kill comes after this many payments were answered, not after a fixed time: on a busy machine a
// timer could fire before the first booking (nothing to check) or after the last (no crash mid-load).
const KILL_AFTER_PAYMENTS = 5

async function loadThenKill(env: Record<string, string>, data: Awaited<ReturnType<typeof seedLoadData>>): Promise<LoadRecord> {
  const server = await startServerProcess(env)
  let killing: Promise<void> | undefined
  const load = runBookingLoad(server.baseUrl, data, 25, (progress) => {
    if (progress.paid.length >= KILL_AFTER_PAYMENTS) killing ??= server.kill('SIGKILL')
  })
  const record = await load
  expect(killing, 'the load ended before the kill: give it more hours').toBeDefined()
  await killing
  // Started again on the same data: it must come up, migrations and all, and serve.
  const again = await startServerProcess(env)
  const health = await fetch(`${again.baseUrl}/api/health`)
  expect(health.status).toBe(200)
  await again.kill('SIGTERM')
  return record
}

const report = (engine: string, record: LoadRecord) =>
  console.info(`crash test (${engine}): killed once; ${record.booked.length} bookings, ${record.checkedOut.length} checkouts, ${record.paid.length} payments answered 2xx before the kill`)

describe('crash durability: SIGKILL during bookings and payments', () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it.skipIf(pgliteCasesRunInTheirOwnStage)('on embedded PGlite on disk', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-crash-'))
    dirs.push(dataDir)
    const seeding = await openPglite(dataDir)
    await seeding.migrate()
    const data = await seedLoadData(seeding.db, 8, 3)
    await seeding.close()

    const record = await loadThenKill({ DATA_DIR: dataDir }, data)
    expect(record.booked.length).toBeGreaterThan(0)
    expect(record.refused5xx).toBe(0)

    const after = await openPglite(dataDir)
    try {
      expect(await findDurabilityViolations(after.db, record)).toEqual([])
    } finally {
      await after.close()
    }
    report('PGlite', record)
  }, 180_000)

  it.runIf(hasPostgresServer)('on PostgreSQL', async () => {
    const database = await createTestDatabase({ forcePostgres: true })
    const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-crash-pg-'))
    dirs.push(dataDir)
    try {
      const data = await seedLoadData(database.db, 8, 3)
      const record = await loadThenKill({ DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' }, data)
      expect(record.booked.length).toBeGreaterThan(0)
      expect(record.refused5xx).toBe(0)
      const check = await openPostgres(database.url ?? '', 2)
      try {
        expect(await findDurabilityViolations(check.db, record)).toEqual([])
      } finally {
        await check.close()
      }
      report('PostgreSQL', record)
    } finally {
      await database.close()
    }
  }, 180_000)
})
