import { sql } from 'drizzle-orm'
import type { Db } from '../../src/db/client'

// A digest of every table's content, to prove that a refused request changed nothing. Login
// sessions are left out: using a cookie slides its expiry, which is not a change of data.
const SKIPPED = new Set(['auth_sessions', '__drizzle_migrations'])

/** PGlite answers `{ rows }`, node-postgres too; anything else is treated as the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  return (result && typeof result === 'object' && 'rows' in result ? (result as { rows: T[] }).rows : (result as T[])) ?? []
}

/**
 * The tables of each database, read once: no route creates or drops a table, and the fuzz fingerprints
 * one database some thousand times (the catalogue view's query was a statement of its own each time).
 */
const tablesOf = new WeakMap<Db, string[]>()

async function tableNames(db: Db): Promise<string[]> {
  const known = tablesOf.get(db)
  if (known) return known
  const names = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  )
    .map((row) => row.table_name)
    .filter((name) => !SKIPPED.has(name))
  tablesOf.set(db, names)
  return names
}

/** `table:md5 of its rows` for every table, in the tables' order, joined by `|`. */
export async function databaseFingerprint(db: Db): Promise<string> {
  const names = await tableNames(db)
  if (names.length === 0) return ''
  // Every table's digest in one statement: the fuzz takes a fingerprint around each of its ~700 batches,
  // and one round trip per table (50-odd) made those waits most of its time.
  const columns = names.map((name, index) => `(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from "${name}" t) as d${index}`)
  const [digests] = rowsOf<Record<string, string | null>>(await db.execute(sql.raw(`select ${columns.join(', ')}`)))
  return names.map((name, index) => `${name}:${digests?.[`d${index}`] ?? ''}`).join('|')
}
