import type { RawRow } from './raw-statement'

// Typed reads of one column of a raw row (db/raw-statement.ts): each checks what the driver gave, so a
// column renamed or retyped in the SQL fails loudly instead of reaching an answer as the wrong type.

function wrong(key: string, expected: string, value: unknown): Error {
  return new Error(`column ${key}: expected ${expected}, got ${typeof value}`)
}

export function textAt(row: RawRow, key: string): string {
  const value = row[key]
  if (typeof value !== 'string') throw wrong(key, 'text', value)
  return value
}

export function textOrNullAt(row: RawRow, key: string): string | null {
  const value = row[key]
  return value === null || value === undefined ? null : textAt(row, key)
}

export function integerAt(row: RawRow, key: string): number {
  const value = row[key]
  if (typeof value !== 'number') throw wrong(key, 'integer', value)
  return value
}

/** A `count(*)`: bigint, which node-postgres answers as text and PGlite as a number or a bigint. */
export function countAt(row: RawRow, key: string): number {
  const value = row[key]
  if (typeof value === 'number') return value
  if (typeof value === 'string' || typeof value === 'bigint') return Number(value)
  throw wrong(key, 'count', value)
}

export function booleanAt(row: RawRow, key: string): boolean {
  const value = row[key]
  if (typeof value !== 'boolean') throw wrong(key, 'boolean', value)
  return value
}

/** A timestamptz, read as Drizzle reads it (the text PostgreSQL sends; a Date if a driver parsed it). */
export function instantOrNullAt(row: RawRow, key: string): Date | null {
  const value = row[key]
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value
  if (typeof value !== 'string') throw wrong(key, 'timestamptz', value)
  return new Date(value)
}

export function instantAt(row: RawRow, key: string): Date {
  const value = instantOrNullAt(row, key)
  if (value === null) throw wrong(key, 'timestamptz', null)
  return value
}

/** A value of a PostgreSQL enum: one of `values`. */
export function oneOfAt<T extends string>(row: RawRow, key: string, values: readonly T[]): T {
  const value = textAt(row, key)
  const found = values.find((candidate) => candidate === value)
  if (found === undefined) throw new Error(`column ${key}: '${value}' is none of ${values.join(', ')}`)
  return found
}
