import { sql, type SQL } from 'drizzle-orm'
import { patients, professionals } from './schema/people'
import { patientSearchNames, professionalSearchNames } from './schema/search-names'

// Accent- and case-insensitive "name contains" tests, on the stored search name of each table
// (schema/people.ts), which its trigram index covers; and the ids of the people so named, from the narrow
// copies of those names (schema/search-names.ts).

// LIKE's own wildcards (and its escape, the backslash) in what was typed are matched as text.
const escapeLike = (search: string) => search.replace(/[\\%_]/g, '\\$&')
/**
 * The pattern is a scalar subquery so that PostgreSQL computes it once per execution. As a plain
 * expression of the parameter, the plan PostgreSQL keeps for a prepared statement (decision 056) ran
 * `unaccent` again for each row the trigram index returned: an admin's patient search for 'ines' took
 * ~16 ms instead of ~3 (200,000 patients, 4,000 matches).
 */
export const likeContaining = (search: string) => sql`(select '%' || lower(unaccent_immutable(${escapeLike(search)})) || '%')`

export const patientNameMatches = (search: string): SQL => sql`${patients.searchName} like ${likeContaining(search)}`

export const professionalNameMatches = (search: string): SQL => sql`${professionals.searchName} like ${likeContaining(search)}`

/**
 * The ids of the patients whose name contains `search`, as a subquery, for filters on other tables (the
 * session lists). Read from the narrow name table: the ids of a common surname's thousands of patients come
 * from its small rows instead of the patients' wide ones (decision 118). Same test as `patientNameMatches`.
 */
export const patientIdsNamed = (search: string): SQL =>
  sql`(select ${patientSearchNames.patientId} from ${patientSearchNames} where ${patientSearchNames.searchName} like ${likeContaining(search)})`

/** The professionals' side of `patientIdsNamed`. */
export const professionalIdsNamed = (search: string): SQL =>
  sql`(select ${professionalSearchNames.professionalId} from ${professionalSearchNames} where ${professionalSearchNames.searchName} like ${likeContaining(search)})`
