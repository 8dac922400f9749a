import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp, type BuildAppOptions } from '../../src/app'
import { loadConfig, type Config } from '../../src/config'
import type { Database } from '../../src/db/client'
import { fixedClock, type Clock } from '../../src/lib/clock'
import { createTestDatabase } from './database'

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { database: Database; clock: ReturnType<typeof fixedClock> }

/** Builds the real app on a fresh database with a settable clock (default 2026-11-23 12:00 UTC). */
export async function createTestApp(
  options: {
    config?: Partial<Config>
    now?: string
    database?: Database
    clock?: Clock
    /** A logger (e.g. writing to a stream the test reads); none by default. */
    logger?: BuildAppOptions['logger']
    /** Runs before `ready()`: extra routes a test needs. */
    beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase())
  const dataDir = mkdtempSync(join(tmpdir(), 'acolhe-test-'))
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { dataDir, rateLimitPerMinute: 0, sessionSecret: 'x'.repeat(64), publicUrl: 'http://localhost:3000', ...options.config },
  )
  const clock = fixedClock(options.now ?? '2026-11-23T12:00:00.000Z')
  const app = await buildApp({ deps: { config, db: database.db, dbEngine: database.engine, clock: options.clock ?? clock }, logger: options.logger ?? false })
  options.beforeReady?.(app)
  await app.ready()
  const originalClose = app.close.bind(app)
  return Object.assign(app, {
    database,
    clock,
    close: async () => {
      await originalClose()
      if (!options.database) await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }) as unknown as TestApp
}
