import { sql, type SQL } from 'drizzle-orm'
import { patients, professionals } from './schema/people'

// Accent- and case-insensitive "name contains" tests, on the stored search name of each table
// (schema/people.ts), which its trigram index covers.

// LIKE's own wildcards (and its escape, the backslash) in what was typed are matched as text.
const escapeLike = (search: string) => search.replace(/[\\%_]/g, '\\$&')
export const likeContaining = (search: string) => sql`'%' || lower(unaccent_immutable(${escapeLike(search)})) || '%'`

export const patientNameMatches = (search: string): SQL => sql`${patients.searchName} like ${likeContaining(search)}`

export const professionalNameMatches = (search: string): SQL => sql`${professionals.searchName} like ${likeContaining(search)}`
