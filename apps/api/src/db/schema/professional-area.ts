import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, instant } from './columns'
import { professionals } from './people'

/**
 * The private calendar feed of a professional (decision 027): only the SHA-256 of the token is kept, so
 * a leaked database does not open anyone's agenda. One row per professional; regenerating replaces it
 * and revoking deletes it, so an old address stops working at once.
 */
export const professionalCalendarFeeds = pgTable(
  'professional_calendar_feeds',
  {
    professionalId: uuid('professional_id')
      .primaryKey()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('professional_calendar_feeds_token_hash_unique').on(t.tokenHash)],
)

/** First-run checklist facts the rest of the data cannot tell (decision 027): when the link was first copied. */
export const professionalOnboarding = pgTable('professional_onboarding', {
  professionalId: uuid('professional_id')
    .primaryKey()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  bookingLinkCopiedAt: instant('booking_link_copied_at').notNull(),
})
