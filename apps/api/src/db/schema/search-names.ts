import { sql } from 'drizzle-orm'
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { patients, professionals } from './people'

/**
 * Each person's searchable name beside their id and nothing else, for the admin's session search
 * (docs/decisions/118-narrow-search-names-and-the-directory-without-a-scan.md). The trigram index finds the
 * rows whose name contains what was typed, but it cannot hand back the ids alone: on the people's own wide
 * rows a surname shared by 8,500 of 200,000 patients read 5,300 heap pages to learn their ids; these rows
 * are a few dozen bytes, so the same match reads about a third of that. Kept in the writing transaction by
 * triggers on the people's tables (migration 0037): an insert adds the row, a change of name rewrites it,
 * a deletion takes it with the person (foreign key). The text is the people's own `search_name` (accents
 * and case dropped), copied.
 */
export const patientSearchNames = pgTable(
  'patient_search_names',
  {
    patientId: uuid('patient_id')
      .primaryKey()
      .references(() => patients.id, { onDelete: 'cascade' }),
    searchName: text('search_name').notNull(),
  },
  (t) => [index('patient_search_names_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`)],
)

/** The professionals' side of `patientSearchNames`, for the same search. */
export const professionalSearchNames = pgTable(
  'professional_search_names',
  {
    professionalId: uuid('professional_id')
      .primaryKey()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    searchName: text('search_name').notNull(),
  },
  (t) => [index('professional_search_names_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`)],
)
