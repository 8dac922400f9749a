import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { PracticeTermKind, ProfessionalType } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import { availabilitySlots } from '../../db/schema/calendar'
import { services } from '../../db/schema/catalogue'
import { professionals } from '../../db/schema/people'
import { practiceTerms, professionalTerms } from '../../db/schema/practice'

export type PracticeTermRow = typeof practiceTerms.$inferSelect

export function listTerms(db: Db, onlyActive: boolean) {
  return db
    .select()
    .from(practiceTerms)
    .where(onlyActive ? eq(practiceTerms.active, true) : undefined)
    .orderBy(asc(practiceTerms.kind), asc(practiceTerms.name))
}

export async function insertTerm(db: Db, term: { kind: PracticeTermKind; name: string }) {
  const [row] = await db.insert(practiceTerms).values(term).returning()
  return row!
}

export async function updateTerm(db: Db, id: string, changes: { name?: string; active?: boolean }) {
  const [row] = await db.update(practiceTerms).set({ ...changes, updatedAt: new Date() }).where(eq(practiceTerms.id, id)).returning()
  return row
}

export async function countActiveTerms(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0
  const rows = await db.select({ id: practiceTerms.id }).from(practiceTerms).where(and(inArray(practiceTerms.id, ids), eq(practiceTerms.active, true)))
  return rows.length
}

export async function findProfessional(db: Db, id: string) {
  const [row] = await db.select().from(professionals).where(eq(professionals.id, id))
  return row
}

export async function findDefaultService(db: Db, type: ProfessionalType) {
  const [row] = await db.select().from(services).where(and(eq(services.professionalType, type), eq(services.sessionType, 'DEFAULT')))
  return row
}

/** Terms a professional chose that are still active (a deactivated one is kept but not shown). */
export async function listTermIdsOf(db: Db, professionalId: string): Promise<string[]> {
  const rows = await db
    .select({ id: professionalTerms.termId })
    .from(professionalTerms)
    .innerJoin(practiceTerms, eq(practiceTerms.id, professionalTerms.termId))
    .where(and(eq(professionalTerms.professionalId, professionalId), eq(practiceTerms.active, true)))
  return rows.map((r) => r.id)
}

export function listActiveSlotsOf(db: Db, professionalId: string) {
  return db
    .select({ id: availabilitySlots.id, socialRate: availabilitySlots.socialRate })
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.professionalId, professionalId), isNull(availabilitySlots.deletedAt)))
}

export type PracticeChanges = {
  termIds: string[]
  languages: string[]
  gender: string | null
  pronouns: string | null
  ownValueCents: number | null
  socialValueCents: number | null
  socialSlotIds: string[]
}

/** Replaces the profile's search facts; deactivated terms the professional had stay attached. */
export async function savePractice(db: Db, professionalId: string, changes: PracticeChanges) {
  await db
    .update(professionals)
    .set({
      languages: changes.languages,
      gender: changes.gender,
      pronouns: changes.pronouns,
      ownValueCents: changes.ownValueCents,
      socialValueCents: changes.socialValueCents,
      updatedAt: new Date(),
    })
    .where(eq(professionals.id, professionalId))
  await db
    .delete(professionalTerms)
    .where(
      and(
        eq(professionalTerms.professionalId, professionalId),
        sql`${professionalTerms.termId} in (select ${practiceTerms.id} from ${practiceTerms} where ${practiceTerms.active})`,
      ),
    )
  if (changes.termIds.length > 0) {
    await db
      .insert(professionalTerms)
      .values(changes.termIds.map((termId) => ({ professionalId, termId })))
      .onConflictDoNothing()
  }
  await db
    .update(availabilitySlots)
    .set({ socialRate: sql`${availabilitySlots.id} in ${changes.socialSlotIds.length > 0 ? changes.socialSlotIds : ['00000000-0000-0000-0000-000000000000']}` })
    .where(and(eq(availabilitySlots.professionalId, professionalId), isNull(availabilitySlots.deletedAt)))
}

export function listServices(db: Db) {
  return db.select().from(services).orderBy(asc(services.professionalType), asc(services.sessionType))
}

export async function findServiceForUpdate(db: Db, id: string) {
  const [row] = await db.select().from(services).where(eq(services.id, id)).for('update')
  return row
}

export async function updateServiceBounds(db: Db, id: string, values: { valueCents: number; minValueCents: number | null; maxValueCents: number | null }) {
  const [row] = await db.update(services).set({ ...values, updatedAt: new Date() }).where(eq(services.id, id)).returning()
  return row!
}

/**
 * Keeps every own value of a type inside a new range (decision 043): clamped into it, or cleared when
 * the admin removed the range; a social value is lifted to the minimum (the price policy ignores one no
 * longer below the regular value).
 */
export async function clampOwnValues(db: Db, type: ProfessionalType, min: number | null, max: number | null) {
  if (min === null || max === null) {
    await db.update(professionals).set({ ownValueCents: null, socialValueCents: null }).where(eq(professionals.professionalType, type))
    return
  }
  await db
    .update(professionals)
    .set({
      // greatest/least skip nulls: an unset value must stay unset.
      ownValueCents: sql`case when ${professionals.ownValueCents} is null then null else least(greatest(${professionals.ownValueCents}, ${min}), ${max}) end`,
      socialValueCents: sql`case when ${professionals.socialValueCents} is null then null else greatest(${professionals.socialValueCents}, ${min}) end`,
    })
    .where(eq(professionals.professionalType, type))
}
