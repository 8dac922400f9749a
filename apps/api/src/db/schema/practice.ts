import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { professionals } from './people'

/**
 * The admin-managed vocabularies patients search by (decision 043): therapeutic approaches and themes.
 * Deactivated terms stay attached to profiles but are no longer offered nor shown.
 */
export const practiceTerms = pgTable(
  'practice_terms',
  {
    id: id(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('practice_terms_kind_check', sql`${t.kind} in ('APPROACH', 'THEME')`),
    uniqueIndex('practice_terms_kind_name_unique').on(t.kind, sql`lower(${t.name})`),
  ],
)

export const professionalTerms = pgTable(
  'professional_terms',
  {
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    termId: uuid('term_id')
      .notNull()
      .references(() => practiceTerms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.termId] }), index('professional_terms_term_idx').on(t.termId, t.professionalId)],
)
