import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core'

/**
 * Open-times cache versions (docs/decisions/051-open-times-cache.md). One row per professional whose
 * open hours were ever written to, plus one shared row (the nil UUID, which no professional has) for what every
 * professional's answer reads (services, clinics). Only the triggers of migration 0019 write it, in the
 * transaction of the write they follow; there is no foreign key so that the shared row can exist.
 */
/** The shared row's key (migration 0019 inserts it): the nil UUID, which no professional has. */
export const SHARED_CALENDAR_KEY = '00000000-0000-0000-0000-000000000000'

export const calendarVersions = pgTable('calendar_versions', {
  professionalId: uuid('professional_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})
