import { sql, type SQL } from 'drizzle-orm'
import { patients, professionals } from './schema/people'

// Accent- and case-insensitive "name contains" tests. Each is written exactly as the trigram index
// of its table (schema/people.ts) so PostgreSQL can answer it from the index; keep them in step.

// LIKE's own wildcards (and its escape, the backslash) in what was typed are matched as text.
const escapeLike = (search: string) => search.replace(/[\\%_]/g, '\\$&')
export const likeContaining = (search: string) => sql`'%' || lower(unaccent_immutable(${escapeLike(search)})) || '%'`

export const patientNameMatches = (search: string): SQL =>
  sql`lower(unaccent_immutable(coalesce(${patients.firstName}, '') || ' ' || coalesce(${patients.lastName}, ''))) like ${likeContaining(search)}`

export const professionalNameMatches = (search: string): SQL =>
  sql`lower(unaccent_immutable(${professionals.firstName} || ' ' || ${professionals.lastName})) like ${likeContaining(search)}`
