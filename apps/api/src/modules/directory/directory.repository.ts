import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import type { ProfessionalType } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import { professionalNameMatches } from '../../db/name-search'
import { availabilitySlots } from '../../db/schema/calendar'
import { services } from '../../db/schema/catalogue'
import { clinicAddresses, clinics } from '../../db/schema/clinics'
import { professionals } from '../../db/schema/people'

const listed = and(eq(professionals.authorized, true), eq(professionals.banned, false))
/**
 * The public list shows only professionals who published availability (decision 027): someone with no
 * weekly slot has nothing a patient could book. Their own page (`GET /professional/{id}`, the personal
 * link) still opens, and says there are no open hours.
 */
const publishedAvailability = sql`exists (select 1 from ${availabilitySlots} where ${availabilitySlots.professionalId} = ${professionals.id} and ${availabilitySlots.deletedAt} is null)`

function directoryWhere(filter: { type?: ProfessionalType; search?: string; id?: string }): SQL | undefined {
  return and(
    listed,
    filter.id ? eq(professionals.id, filter.id) : undefined,
    filter.type ? eq(professionals.professionalType, filter.type) : undefined,
    // Accent- and case-insensitive, served by the trigram index on the same expression.
    filter.search ? professionalNameMatches(filter.search) : undefined,
  )
}

function directoryQuery(db: Db) {
  return db
    .select({ professional: professionals, clinic: { name: clinics.name, active: clinics.active }, address: clinicAddresses })
    .from(professionals)
    .leftJoin(clinics, eq(clinics.id, professionals.clinicId))
    .leftJoin(clinicAddresses, eq(clinicAddresses.clinicId, professionals.clinicId))
}

export type DirectoryRow = Awaited<ReturnType<typeof findListedProfessional>> & object

export async function listListedProfessionals(
  db: Db,
  filter: { type?: ProfessionalType; search?: string },
  page: { limit: number; offset: number },
) {
  const where = and(directoryWhere(filter), publishedAvailability)
  const rows = await directoryQuery(db)
    .where(where)
    .orderBy(asc(professionals.firstName), asc(professionals.lastName), asc(professionals.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ value: count() }).from(professionals).where(where)
  return { rows, total: total?.value ?? 0 }
}

export async function findListedProfessional(db: Db, id: string) {
  const [row] = await directoryQuery(db).where(directoryWhere({ id }))
  return row
}

export function listServices(db: Db, type?: ProfessionalType) {
  return db
    .select()
    .from(services)
    .where(type ? eq(services.professionalType, type) : undefined)
    .orderBy(asc(services.professionalType), asc(services.sessionType))
}

export async function findService(db: Db, id: string) {
  const [row] = await db.select().from(services).where(eq(services.id, id))
  return row
}
