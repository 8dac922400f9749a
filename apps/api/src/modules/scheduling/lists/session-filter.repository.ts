import { and, eq, gte, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { patientIdsNamed, professionalIdsNamed } from '../../../db/name-search'
import { sessions } from '../../../db/schema/sessions'

// The conditions of the session lists, written once for both ways a statement is sent: built for one
// execution with its values inline, or prepared once per shape with placeholders
// (docs/decisions/058-session-lists-prepared-per-shape.md).

export type SessionFilter = {
  userId?: string
  professionalId?: string
  statuses?: readonly (typeof sessions.$inferSelect)['status'][]
  payment?: (typeof sessions.$inferSelect)['payment']
  type?: (typeof sessions.$inferSelect)['type']
  from?: Date
  to?: Date
  search?: string
}

/** How a value enters a statement: as itself (a parameter of this execution) or as a named placeholder. */
export type Bind = <T>(name: string, value: T) => T | Placeholder

export const inlineValue: Bind = (_name, value) => value

/**
 * Puts a named placeholder in the statement and keeps the value for its execution. The names it handed
 * out, in order, are the statement's shape: two requests of one shape share one prepared statement.
 */
export class PlaceholderValues {
  readonly values: Record<string, unknown> = {}
  readonly bind: Bind = (name, value) => {
    // Drizzle encodes a column's value only when it is inline; a placeholder's value reaches the driver
    // as given, so an instant goes as the same ISO text the inline encoder writes.
    this.values[name] = value instanceof Date ? value.toISOString() : value
    return sql.placeholder(name)
  }

  shape(): string {
    return Object.keys(this.values).join(',')
  }
}

/**
 * Whether a filter's statement can be prepared: every value it holds must be a placeholder. A name search
 * writes its pattern into the statement (the trigram index needs the literal shape of `like`), and an
 * empty status list is the constant `false`, which no placeholder name would tell apart.
 */
export function preparable(filter: SessionFilter): boolean {
  return !filter.search && (filter.statuses === undefined || filter.statuses.length > 0)
}

/** The filter's conditions; `prefix` keeps the placeholder names of several filters of one statement apart. */
export function whereOf(filter: SessionFilter, bind: Bind = inlineValue, prefix = ''): SQL | undefined {
  const name = (field: string) => `${prefix}${field}`
  const conditions: (SQL | undefined)[] = [
    filter.userId ? eq(sessions.userId, bind(name('user'), filter.userId)) : undefined,
    filter.professionalId ? eq(sessions.professionalId, bind(name('professional'), filter.professionalId)) : undefined,
    filter.statuses ? inArray(sessions.status, filter.statuses.map((status, index) => bind(name(`status${index}`), status))) : undefined,
    filter.payment ? eq(sessions.payment, bind(name('payment'), filter.payment)) : undefined,
    filter.type ? eq(sessions.type, bind(name('type'), filter.type)) : undefined,
    filter.from ? gte(sessions.selectedDate, bind(name('from'), filter.from)) : undefined,
    filter.to ? lt(sessions.selectedDate, bind(name('to'), filter.to)) : undefined,
    // The patient's or the professional's name; each side is looked up through its own trigram index
    // rather than testing a joined string on every session row.
    filter.search ? sql`(${sessions.userId} in ${patientIdsNamed(filter.search)} or ${sessions.professionalId} in ${professionalIdsNamed(filter.search)})` : undefined,
  ]
  return and(...conditions.filter((c): c is SQL => c !== undefined))
}

/** A list's filter split at `pivot`: what is upcoming (from it on) and what is past (before it). */
export function splitAtPivot(filter: SessionFilter, pivot: Date): { upcoming: SessionFilter; past: SessionFilter } {
  const later = (a: Date | undefined, b: Date) => (a && a > b ? a : b)
  const earlier = (a: Date | undefined, b: Date) => (a && a < b ? a : b)
  return { upcoming: { ...filter, from: later(filter.from, pivot) }, past: { ...filter, to: earlier(filter.to, pivot) } }
}
