import { PgDialect } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'
import type { Db } from './client'

// A statement whose rows are read as the driver gives them, without Drizzle's row mapping: for the few
// hot reads whose rows a repository maps by hand (docs/decisions/119-session-me-in-one-statement-without-mappers.md).
// The SQL is still written with Drizzle's `sql` and the schema's columns, and its text is built once.

const dialect = new PgDialect()

export type RawRow = Record<string, unknown>

/** A statement built once: run with its placeholders' values, it answers the rows as plain objects. */
export type RawStatement = { rows: (values: Record<string, unknown>) => Promise<RawRow[]> }

function isRawRow(value: unknown): value is RawRow {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * `name` prepares it under that name on PostgreSQL (decision 056); without one it is sent unnamed. Both
 * drivers answer instants as the text PostgreSQL sends (Drizzle asks them to), which `instantAt` reads.
 */
export function rawStatement(db: Db, query: SQL, name?: string): RawStatement {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false)
  return {
    rows: async (values) => {
      // Without fields to map, both drivers' prepared statements answer the driver's own result: { rows }.
      const result: unknown = await prepared.execute(values)
      const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined
      if (!Array.isArray(rows) || !rows.every(isRawRow)) throw new Error('the driver answered rows that are not objects')
      return rows
    },
  }
}
