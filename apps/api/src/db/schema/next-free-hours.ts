import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { professionals } from './people'

/**
 * Each listed professional's first free hour, stored so that the directory can order ten thousand
 * professionals by it without laying out every calendar at each request
 * (docs/decisions/062-stored-next-free-hours.md). A row answers only while the professional's and the
 * shared calendar versions (docs/decisions/051-open-times-cache.md) are still the ones it was computed
 * from, under the same booking rules, and the clock lies in [computed_at, expires_at): time alone
 * changes the answer only when that hour comes closer than the lead time, or (no hour found) when the
 * window's far end reaches a new full hour.
 */
export const nextFreeHours = pgTable('next_free_hours', {
  professionalId: uuid('professional_id')
    .primaryKey()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
  sharedVersion: bigint('shared_version', { mode: 'number' }).notNull(),
  /** The booking rules the hour was computed under (lead time, window, session length). */
  rules: text('rules').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  nextFree: timestamp('next_free', { withTimezone: true, mode: 'date' }),
})
