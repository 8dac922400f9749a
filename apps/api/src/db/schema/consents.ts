import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, instant } from './columns'
import { patients, professionals } from './people'

/**
 * Each informed consent to online care (decision 034): one row per patient, professional and version of
 * the text, with the server's instant of acceptance. Rows are never changed; a new version adds a row.
 */
export const telehealthConsents = pgTable(
  'telehealth_consents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: instant('accepted_at').notNull(),
  },
  (t) => [uniqueIndex('telehealth_consents_user_professional_version_unique').on(t.userId, t.professionalId, t.version)],
)
