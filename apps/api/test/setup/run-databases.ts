import pg from 'pg'
import { onServer } from '../helpers/postgres-server'

// The databases one API test run makes on the PostgreSQL server share a name prefix, so the run can drop
// them all at its end instead of one at a time after each file (decision 130): every DROP DATABASE makes
// PostgreSQL 15 run an immediate checkpoint, which writes out the pages every other live test database
// has dirtied, only for most of them to be dropped moments later.

/** A run older than this is dead (CI stops a run after 90 minutes): its leftovers may be dropped. */
const LEFTOVER_AGE_MS = 6 * 60 * 60 * 1000
/**
 * Drops sent at once, each on a connection of its own (well under the server's 100 connections: the test
 * files' pools are closed by then). PostgreSQL serves the checkpoint requests that arrive together with one
 * checkpoint: 80 drops took 8 checkpoints 24 at a time, 3 at 40, 80 one at a time.
 */
const PARALLEL_DROPS = 32
/**
 * A run's template (`acolhe_tpl_<stamp>_<6 hex>`) or a test file's copy (`acolhe_t_<stamp>_<6 hex>_<8 hex>`,
 * or `acolhe_t_<stamp>_<8 hex>` as named before decision 130), the stamp in base 36: only these exact shapes,
 * so that no other database (a bench's kept one, `acolhe_<name>`) is ever taken for a leftover.
 */
const TEST_DATABASE_NAME = /^acolhe_(?:t|tpl)_([0-9a-z]{8})_[0-9a-f]{6,8}(?:_[0-9a-f]{8})?$/

/** The names of a run that started at `now`: its template's, and the start of each test file's. */
export function runDatabaseNames(now: number, random: string): { template: string; prefix: string } {
  const run = `${now.toString(36)}_${random}`
  return { template: `acolhe_tpl_${run}`, prefix: `acolhe_t_${run}_` }
}

async function dropAll(serverUrl: string, names: string[]): Promise<void> {
  if (names.length === 0) return
  // Connections opened first, then one drop on each at the same moment: PostgreSQL serves the checkpoint
  // requests that wait together with one checkpoint, where drops sent one after another cost one each.
  const clients = await Promise.all(
    Array.from({ length: Math.min(PARALLEL_DROPS, names.length) }, async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      return client
    }),
  )
  try {
    for (let first = 0; first < names.length; first += clients.length) {
      const batch = names.slice(first, first + clients.length)
      await Promise.all(batch.map((name, index) => clients[index]?.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`)))
    }
  } finally {
    await Promise.all(clients.map((client) => client.end()))
  }
}

/** Drops every database of the run whose names start with `prefix`. */
export async function dropRunDatabases(serverUrl: string, prefix: string): Promise<void> {
  const names = await onServer(serverUrl, async (client) => {
    const result = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix])
    return result.rows.map((row) => row.datname)
  })
  await dropAll(serverUrl, names)
}

/**
 * Drops the test databases that runs which died before their end left behind (a killed Vitest never ran
 * its teardown): those whose name's run stamp is older than LEFTOVER_AGE_MS. A run still going on the same
 * server, another worktree's or CI's, is younger than that and keeps its databases.
 */
export async function dropLeftoverDatabases(serverUrl: string, now: number): Promise<void> {
  const names = await onServer(serverUrl, async (client) => {
    const result = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'acolhe\\_t%'")
    return result.rows.map((row) => row.datname)
  })
  const leftovers = names.filter((name) => {
    const stamp = TEST_DATABASE_NAME.exec(name)?.[1]
    return stamp !== undefined && now - parseInt(stamp, 36) > LEFTOVER_AGE_MS
  })
  await dropAll(serverUrl, leftovers)
}
