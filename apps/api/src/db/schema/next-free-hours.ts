import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { professionals } from './people'

/**
 * Each listed professional's first free hour, stored so that the directory can order ten thousand
 * professionals by it without laying out every calendar at each request
 * (docs/decisions/062-stored-next-free-hours.md). A row answers only while it was computed under the
 * shared calendar version (docs/decisions/051-open-times-cache.md) and the booking rules of the request,
 * and the clock lies in [computed_at, expires_at): time alone changes the answer only when that hour comes
 * closer than the lead time, or (no hour found) when the window's far end reaches a new full hour.
 *
 * A bump of the professional's own calendar version marks the row stale in the same transaction
 * (`calendar_version_bump`, migration 0035: `expires_at` = the epoch, `version` = the new version), so a
 * read tells a current row by its own columns, and the directory by next hour walks the order index and
 * stops at its last card (decision 114). The names are copies kept for that order; a name change bumps
 * the version too. Every listed professional has a row, and only they do (migration 0038, decision 118):
 * the mark also adds and removes rows as professionals start and stop being listed, and a deleted row of a
 * listed professional comes back stale, so the rows that must be computed are found in this table alone.
 */
export const nextFreeHours = pgTable(
  'next_free_hours',
  {
    professionalId: uuid('professional_id')
      .primaryKey()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    /** The professional's calendar version the row was written at (a later one never goes back to an earlier). */
    version: bigint('version', { mode: 'number' }).notNull(),
    sharedVersion: bigint('shared_version', { mode: 'number' }).notNull(),
    /** The booking rules the hour was computed under (lead time, window, session length). */
    rules: text('rules').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    nextFree: timestamp('next_free', { withTimezone: true, mode: 'date' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
  },
  (t) => [
    // The directory's next-hour order (next hour, none last, then the name order of the name index).
    index('next_free_hours_order_idx').on(t.nextFree, t.firstName, t.lastName, t.professionalId),
    // The rows that do not answer, found as ranges instead of by reading every row (decision 118): before
    // and after this build's rules and the shared version, or expired, in the first; a clock moved back
    // before the computation in the second.
    index('next_free_hours_validity_idx').on(t.rules, t.sharedVersion, t.expiresAt),
    index('next_free_hours_computed_idx').on(t.computedAt),
  ],
)
