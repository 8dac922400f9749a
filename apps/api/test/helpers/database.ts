import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { openPglite, openPostgres, type Database, type StatementListener } from '../../src/db/client'
import { copyDatabaseSettings, runOnServer, skipCommitFlush } from './postgres-server'

// Each test file gets its own database, copied from the template the global setup migrated once
// (test/setup/database-template.ts): in-memory PGlite by default, or a new database on the server
// named by TEST_DATABASE_URL (dropped on close).

let pgliteTemplate: Blob | undefined
function pgliteTemplateBlob(): Blob | undefined {
  const file = inject('pgliteTemplate')
  if (!file) return undefined
  pgliteTemplate ??= new Blob([readFileSync(file)])
  return pgliteTemplate
}

/** A fresh in-memory PGlite copied from the migrated template (whatever TEST_DATABASE_URL says). */
export async function createPgliteTestDatabase(options: { migrated?: boolean; onStatement?: StatementListener } = {}): Promise<Database> {
  if (options.migrated === false) return openPglite('memory://', { onStatement: options.onStatement })
  const template = pgliteTemplateBlob()
  const database = await openPglite('memory://', { ...(template ? { from: template } : {}), onStatement: options.onStatement })
  // Without a template (a run outside the global setup) the migrations run here instead.
  if (!template) await database.migrate()
  return database
}

/**
 * A fresh, migrated database for one test file: PGlite by default, or a brand-new database on the
 * PostgreSQL server named by TEST_DATABASE_URL, copied from the migrated template.
 */
export async function createTestDatabase(
  options: {
    poolSize?: number
    forcePostgres?: boolean
    /** false leaves the database empty, as on a first start. */
    migrated?: boolean
    /** Hears every statement the app sends through this database. */
    onStatement?: StatementListener
  } = {},
): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    if (options.forcePostgres) throw new Error('TEST_DATABASE_URL is required for this test')
    return createPgliteTestDatabase({ migrated: options.migrated, onStatement: options.onStatement })
  }
  // Named with the run's prefix, the database lives until the run's end, when the global setup drops all of
  // them together (decision 130); outside that setup (no prefix) it is dropped when closed, as before.
  const prefix = inject('postgresDatabasePrefix')
  const name = `${prefix ?? `acolhe_t_${Date.now().toString(36)}_`}${randomBytes(4).toString('hex')}`
  // An empty database (migrated: false) is a plain CREATE DATABASE; any other is a copy of the template.
  // FILE_COPY copies the template's files and syncs them at once: the default (WAL_LOG) writes every page
  // to the WAL and through shared buffers, leaving thousands of files for the next checkpoint to sync, and
  // with the databases alive until the run's end one such checkpoint took 109 s (decision 130).
  const template = options.migrated === false ? null : inject('postgresTemplate')
  await runOnServer(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY` : `CREATE DATABASE ${name}`)
  if (template) await copyDatabaseSettings(serverUrl, template, name)
  else await skipCommitFlush(serverUrl, name)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString(), options.poolSize ?? 10, { onStatement: options.onStatement })
  if (!template && options.migrated !== false) await database.migrate()
  return {
    ...database,
    /** Where this database lives, so a test can open a second connection pool (a second "instance"). */
    url: url.toString(),
    close: async () => {
      await database.close()
      if (!prefix) await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

/** True when the suite runs against a real PostgreSQL server (races need it). */
export const hasPostgresServer = Boolean(process.env.TEST_DATABASE_URL)

/**
 * True when `npm test` runs the engine-specific files again on PGlite in a stage of their own
 * (scripts/test.mjs sets it on the PostgreSQL run): a case that always runs on embedded PGlite, whatever
 * TEST_DATABASE_URL says, then runs there only instead of twice. Run by hand, both runs keep every case.
 */
export const pgliteCasesRunInTheirOwnStage = process.env.TEST_PGLITE_CASES_IN_ENGINE_STAGE === '1'
