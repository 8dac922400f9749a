import { sql } from 'drizzle-orm'
import type { Db } from '../../src/db/client'

// A digest of every table's content, to prove that a refused request changed nothing. Login
// sessions are left out: using a cookie slides its expiry, which is not a change of data.
const SKIPPED = new Set(['auth_sessions', '__drizzle_migrations'])

/** PGlite answers `{ rows }`, node-postgres too; anything else is treated as the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  return (result && typeof result === 'object' && 'rows' in result ? (result as { rows: T[] }).rows : (result as T[])) ?? []
}

export async function databaseFingerprint(db: Db): Promise<string> {
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  )
  const parts: string[] = []
  for (const { table_name: name } of rows) {
    if (SKIPPED.has(name)) continue
    const digestRows = rowsOf<{ digest: string }>(
      await db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from "${name}" t`)),
    )
    parts.push(`${name}:${digestRows[0]?.digest ?? ''}`)
  }
  return parts.join('|')
}
