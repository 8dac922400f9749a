import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { lockEmbeddedDatabase } from './embedded-lock'
import { migrationsFolder, pendingMigrations } from './migration-status'
import { nameParameterisedStatements } from './named-statements'
import { schema } from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  engine: 'pglite' | 'postgres'
  /** Applies the pending migrations; answers their names, in order (none: []). */
  migrate: () => Promise<string[]>
  /**
   * Runs `work` while no other instance runs its own (migrations and seeding at start): instances
   * started together on one empty database would otherwise race on CREATE EXTENSION, the migrations
   * table and the demo rows.
   */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>
  close: () => Promise<void>
}

// Any fixed number does, as long as every Acolhe instance uses the same one.
const STARTUP_LOCK_KEY = 0x4ac011e0

/** Runs `apply` and answers the names of the migrations it applied (those pending before it ran). */
async function migrateNamed(db: Db, apply: () => Promise<void>): Promise<string[]> {
  const pending = await pendingMigrations(db)
  await apply()
  return pending
}

export type PgliteDatabase = Database & {
  /** The whole data directory as a tarball (gzipped on request): the tests' template, the embedded backup. */
  dumpDataDir: (compression?: 'none' | 'gzip') => Promise<Blob>
  /** The PGlite client itself: COPY to a blob, for the move to a PostgreSQL server (db/move-to-postgres.ts). */
  client: PGlite
}

/** Hears every statement the app sends (tests count them: a list must not cost one query per row). */
export type StatementListener = (statement: string) => void

function loggerFor(onStatement: StatementListener | undefined) {
  return onStatement ? { logger: { logQuery: (statement: string) => onStatement(statement) } } : {}
}

/**
 * `memory://` keeps PGlite in memory (tests); any other value is a folder on disk. `from` starts the
 * database as a copy of a dumped data directory instead of an empty one (the tests' migrated template).
 */
export async function openPglite(dataDirOrMemory: string, options: { from?: Blob; onStatement?: StatementListener } = {}): Promise<PgliteDatabase> {
  const inMemory = dataDirOrMemory === 'memory://'
  if (!inMemory) mkdirSync(dataDirOrMemory, { recursive: true })
  const unlock = inMemory ? () => {} : lockEmbeddedDatabase(dataDirOrMemory)
  const client = new PGlite(inMemory ? 'memory://' : join(dataDirOrMemory, 'pglite'), {
    extensions: { unaccent, pg_trgm },
    ...(options.from ? { loadDataDir: options.from } : {}),
  })
  // Ready before anything else: a dump of a folder opened a moment ago otherwise never settles.
  await client.waitReady
  const db = drizzlePglite(client, { schema, ...loggerFor(options.onStatement) }) as unknown as Db
  return {
    db,
    engine: 'pglite',
    migrate: () => migrateNamed(db, () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })),
    // One process owns a PGlite folder, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    close: async () => {
      await client.close()
      unlock()
    },
    dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
    client,
  }
}

/** How full the pool is (PostgreSQL only), for the metrics. */
export type PoolStats = { total: number; idle: number; waiting: number }

export type PostgresOptions = {
  onStatement?: StatementListener
  /** Hears how long each checkout waited for a connection (the metrics' pool wait histogram). */
  onPoolWait?: (seconds: number) => void
}

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void

/**
 * Times every checkout of `pool` (queries check out with a callback, transactions with a promise):
 * the wait is what a request pays when the pool is too small for the load.
 */
function timeCheckouts(pool: pg.Pool, onWait: (seconds: number) => void) {
  const connect = pool.connect.bind(pool)
  const seconds = (start: number) => (performance.now() - start) / 1000
  function timed(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const start = performance.now()
    if (callback) {
      connect((err, client, done) => {
        onWait(seconds(start))
        callback(err, client, done)
      })
      return undefined
    }
    return connect().then((client) => {
      onWait(seconds(start))
      return client
    })
  }
  pool.connect = timed as typeof pool.connect
}

export type PostgresDatabase = Database & { poolStats: () => PoolStats }

/**
 * `poolSize` connections at most (DATABASE_POOL_SIZE). No settings travel in the start-up packet: a
 * pooler such as PgBouncer refuses or drops `options`; the planner settings live on the database
 * itself (migration 0026, decision 072).
 */
export async function openPostgres(url: string, poolSize = 10, options: PostgresOptions = {}): Promise<PostgresDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  if (options.onPoolWait) timeCheckouts(pool, options.onPoolWait)
  // An idle connection ended by the server (restart, failover, an administrator) makes the pool emit
  // 'error'; unheard, that kills the process. The pool has already dropped that client and the next
  // query opens a new one, so a warning is all it takes.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`))
  // Each connection prepares the statements it repeats once, instead of parsing and planning them at every request.
  pool.on('connect', nameParameterisedStatements)
  const db = drizzleNodePg(pool, { schema, ...loggerFor(options.onStatement) }) as unknown as Db
  return {
    db,
    engine: 'postgres',
    migrate: () => migrateNamed(db, () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder })),
    withStartupLock: (work) => withAdvisoryLock(url, work),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  }
}

/**
 * Holds a session-level advisory lock on a connection of its own (outside the pool, so `work` can use
 * every pooled connection) for as long as `work` runs. Ending that connection releases the lock even
 * if the unlock never ran, so a crash mid-migration cannot leave the next start waiting forever.
 */
async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: url })
  // Losing this connection mid-way only releases the lock early; it must not kill the process.
  holder.on('error', (error) => process.emitWarning(`PostgreSQL closed the start-up lock connection: ${error.message}`))
  await holder.connect()
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    return await work()
  } finally {
    await holder.end()
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number; onPoolWait?: (seconds: number) => void }): Promise<Database & { poolStats?: () => PoolStats }> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize, { onPoolWait: options.onPoolWait }) : openPglite(options.dataDir)
}
