import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { likeContaining } from '../../db/name-search'
import { clinicAddresses, clinics } from '../../db/schema/clinics'
import { professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'

export type ClinicRow = typeof clinics.$inferSelect
export type AddressRow = typeof clinicAddresses.$inferSelect
export type ClinicWithAddress = { clinic: ClinicRow; address: AddressRow | null }

function where(filter: { active?: boolean; search?: string; id?: string }): SQL | undefined {
  return and(
    filter.id ? eq(clinics.id, filter.id) : undefined,
    filter.active === undefined ? undefined : eq(clinics.active, filter.active),
    filter.search ? sql`lower(unaccent_immutable(${clinics.name})) like ${likeContaining(filter.search)}` : undefined,
  )
}

const withAddress = (db: Db) => db.select({ clinic: clinics, address: clinicAddresses }).from(clinics).leftJoin(clinicAddresses, eq(clinicAddresses.clinicId, clinics.id))

export async function listClinics(db: Db, filter: { active?: boolean; search?: string }, page: { limit: number; offset: number }) {
  const condition = where(filter)
  const rows = await withAddress(db).where(condition).orderBy(asc(clinics.name), asc(clinics.id)).limit(page.limit).offset(page.offset)
  const [total] = await db.select({ value: count() }).from(clinics).where(condition)
  return { rows, total: total?.value ?? 0 }
}

export async function findClinic(db: Db, id: string): Promise<ClinicWithAddress | undefined> {
  const [row] = await withAddress(db).where(where({ id }))
  return row
}

export async function insertClinic(db: Db, clinic: typeof clinics.$inferInsert, address: Omit<typeof clinicAddresses.$inferInsert, 'clinicId'>) {
  const [row] = await db.insert(clinics).values(clinic).returning()
  if (!row) throw new Error('clinic insert returned nothing')
  await db.insert(clinicAddresses).values({ ...address, clinicId: row.id })
  return row.id
}

export async function updateClinic(db: Db, id: string, clinic: Partial<typeof clinics.$inferInsert>, address: Omit<typeof clinicAddresses.$inferInsert, 'clinicId'>) {
  await db.update(clinics).set(clinic).where(eq(clinics.id, id))
  await db
    .insert(clinicAddresses)
    .values({ ...address, clinicId: id })
    .onConflictDoUpdate({ target: clinicAddresses.clinicId, set: address })
}

export async function findClinicIdByCnpj(db: Db, cnpj: string): Promise<string | undefined> {
  const [row] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.cnpj, cnpj))
  return row?.id
}

export async function countProfessionalsOf(db: Db, clinicId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(professionals).where(eq(professionals.clinicId, clinicId))
  return row?.value ?? 0
}

/** Sessions still to happen in person with a professional of the clinic (where in-person care takes place). */
export async function countFutureInPersonSessionsOf(db: Db, clinicId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(sessions)
    .innerJoin(professionals, eq(professionals.id, sessions.professionalId))
    .where(
      and(
        eq(professionals.clinicId, clinicId),
        eq(sessions.isOnline, false),
        gt(sessions.selectedDate, now),
        inArray(sessions.status, ['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED']),
      ),
    )
  return row?.value ?? 0
}
