import { integer, pgEnum, pgTable, uuid } from 'drizzle-orm/pg-core'
import { NO_SHOW_PARTIES } from '@acolhe/shared/schemas/no-show'
import { instant } from './columns'
import { actorKindEnum } from './enums'
import { sessions } from './sessions'

export const noShowPartyEnum = pgEnum('no_show_party', NO_SHOW_PARTIES)

/**
 * Who did not come to a consultation, who recorded it and when, and what went back to the patient's
 * balance (docs/decisions/038-no-shows.md). The session's status carries the outcome; this row keeps its
 * facts. One row per session: recording again (after an admin revived the session) replaces it.
 */
export const sessionNoShows = pgTable('session_no_shows', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id),
  absent: noShowPartyEnum('absent').notNull(),
  markedByKind: actorKindEnum('marked_by_kind').notNull(),
  markedById: uuid('marked_by_id').notNull(),
  markedAt: instant('marked_at').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
})
