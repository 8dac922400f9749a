import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import { openPostgres, type PgliteDatabase } from './client'

// The way out of the embedded database (decision 075): every row of a (migrated) PGlite database copied
// into a new, empty PostgreSQL database that this release's migrations create, in one transaction, and
// compared table by table (rows and a checksum of their text) before it commits. Rows travel in
// PostgreSQL's COPY text format, which both engines read and write alike whatever their versions.

export type MovedTable = { table: string; rows: number; checksum: string }

export class MoveRefusedError extends Error {}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Row count and an md5 of the rows' text, in a stable order, over the given columns. */
function fingerprintSql(table: string, columns: string[]): string {
  const row = `row(${columns.map(quote).join(', ')})::text`
  return `select count(*)::int as rows, coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as checksum from ${quote(table)}`
}

async function sourceTables(source: PgliteDatabase): Promise<{ table: string; columns: string[] }[]> {
  const tables = await source.client.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  )
  const result: { table: string; columns: string[] }[] = []
  for (const { table_name: table } of tables.rows) {
    // Generated columns are computed by the target itself; COPY cannot write them.
    const columns = await source.client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
      [table],
    )
    result.push({ table, columns: columns.rows.map((column) => column.column_name) })
  }
  return result
}

/**
 * Copies `source` into the empty database at `targetUrl`. Refuses a target that already has tables.
 * Needs a role that may set session_replication_role (a superuser or, on PostgreSQL 15+, one granted
 * SET on it): the rows go in as they are, without firing the triggers that would recount what is copied.
 */
export async function moveToPostgres(source: PgliteDatabase, targetUrl: string, progress: (line: string) => void): Promise<MovedTable[]> {
  const target = new pg.Client({ connectionString: targetUrl, options: '-c TimeZone=UTC -c DateStyle=ISO' })
  await target.connect()
  try {
    const existing = await target.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')")
    if ((existing.rows[0]?.n ?? 0) > 0) throw new MoveRefusedError('the target database is not empty: create a new database (CREATE DATABASE acolhe OWNER acolhe) and give its address')
    // Asked before anything is written, so a refusal leaves the new database as empty as it was.
    await target.query('BEGIN')
    try {
      await target.query('SET LOCAL session_replication_role = replica')
    } catch (error) {
      throw new MoveRefusedError(
        `the role of --to may not set session_replication_role (${error instanceof Error ? error.message : String(error)}): as a superuser, GRANT SET ON PARAMETER session_replication_role TO <that role> (PostgreSQL 15+), then run this again`,
      )
    } finally {
      await target.query('ROLLBACK')
    }
    const schema = await openPostgres(targetUrl, 2)
    try {
      progress(`Target: ${(await schema.migrate()).length} migrations applied`)
    } finally {
      await schema.close()
    }
    await source.client.exec("SET TimeZone = 'UTC'; SET DateStyle = 'ISO'")
    const tables = await sourceTables(source)
    await target.query('BEGIN')
    try {
      await target.query('SET LOCAL session_replication_role = replica')
      // Rows the migrations themselves inserted are replaced by the source's.
      await target.query(`TRUNCATE ${tables.map(({ table }) => quote(table)).join(', ')}`)
      for (const { table, columns } of tables) {
        const list = columns.map(quote).join(', ')
        const { blob } = await source.client.query(`COPY ${quote(table)} (${list}) TO '/dev/blob'`)
        const text = blob ? Buffer.from(await blob.arrayBuffer()) : Buffer.alloc(0)
        await pipeline(Readable.from([text]), target.query(copyFrom(`COPY ${quote(table)} (${list}) FROM STDIN`)))
      }
      const sequences = await source.client.query<{ name: string; last_value: string | null }>("select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'")
      for (const sequence of sequences.rows) {
        if (sequence.last_value !== null) await target.query('select setval($1, $2::bigint, true)', [`public.${quote(sequence.name)}`, sequence.last_value])
      }
      const moved: MovedTable[] = []
      const differ: string[] = []
      for (const { table, columns } of tables) {
        const [from] = (await source.client.query<{ rows: number; checksum: string }>(fingerprintSql(table, columns))).rows
        const [to] = (await target.query<{ rows: number; checksum: string }>(fingerprintSql(table, columns))).rows
        if (!from || !to || from.rows !== to.rows || from.checksum !== to.checksum) differ.push(`${table} (${from?.rows ?? '?'} rows here, ${to?.rows ?? '?'} there)`)
        moved.push({ table, rows: to?.rows ?? 0, checksum: to?.checksum ?? '' })
      }
      if (differ.length > 0) throw new Error(`the copy differs from the embedded database in ${differ.join(', ')}; nothing was kept`)
      await target.query('COMMIT')
      return moved
    } catch (error) {
      await target.query('ROLLBACK').catch(() => undefined)
      throw error
    }
  } finally {
    await target.end()
  }
}
