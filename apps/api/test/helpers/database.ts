import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openPglite, openPostgres, type Database } from '../../src/db/client'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close).
 */
export async function createTestDatabase(
  options: { poolSize?: number; forcePostgres?: boolean; /** false leaves the database empty, as on a first start. */ migrated?: boolean } = {},
): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    if (options.forcePostgres) throw new Error('TEST_DATABASE_URL is required for this test')
    const database = await openPglite('memory://')
    if (options.migrated !== false) await database.migrate()
    return database
  }
  const name = `acolhe_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString(), options.poolSize ?? 10)
  if (options.migrated !== false) await database.migrate()
  return {
    ...database,
    /** Where this database lives, so a test can open a second connection pool (a second "instance"). */
    url: url.toString(),
    close: async () => {
      await database.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** True when the suite runs against a real PostgreSQL server (races need it). */
export const hasPostgresServer = Boolean(process.env.TEST_DATABASE_URL)
