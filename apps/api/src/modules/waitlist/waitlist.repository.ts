import { and, asc, count, eq, inArray, isNull, lte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { patients, professionals } from '../../db/schema/people'
import { waitlistEntries, waitlistHolds } from '../../db/schema/waitlist'

// The only place the waitlist touches the ORM (docs/decisions/041-waitlist-and-held-hours.md).

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect
export type NewWaitlistEntryRow = typeof waitlistEntries.$inferInsert
export type WaitlistHoldRow = typeof waitlistHolds.$inferSelect

export async function countWaitingOf(db: Db, patientId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.patientId, patientId), eq(waitlistEntries.status, 'WAITING')))
  return row?.value ?? 0
}

export async function insertEntry(db: Db, values: NewWaitlistEntryRow): Promise<WaitlistEntryRow> {
  const [row] = await db.insert(waitlistEntries).values(values).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function findEntry(db: Db, id: string) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id))
  return row
}

/** Ends a waiting entry and gives up its held hour, if any (the next run offers it to the next in line). */
export async function leaveEntry(tx: Db, id: string, now: Date): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status: 'LEFT', endedAt: now, updatedAt: now })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'WAITING')))
  await tx
    .update(waitlistHolds)
    .set({ status: 'RELEASED', updatedAt: now })
    .where(and(eq(waitlistHolds.entryId, id), eq(waitlistHolds.status, 'HELD')))
}

/** The patient's waiting entries, oldest first, with the professional's name and the hour held for each. */
export function listWaitingOf(db: Db, patientId: string) {
  return db
    .select({
      entry: waitlistEntries,
      professional: { id: professionals.id, firstName: professionals.firstName, lastName: professionals.lastName },
      hold: { id: waitlistHolds.id, startsAt: waitlistHolds.startsAt, expiresAt: waitlistHolds.expiresAt },
    })
    .from(waitlistEntries)
    .innerJoin(professionals, eq(professionals.id, waitlistEntries.professionalId))
    .leftJoin(waitlistHolds, and(eq(waitlistHolds.entryId, waitlistEntries.id), eq(waitlistHolds.status, 'HELD')))
    .where(and(eq(waitlistEntries.patientId, patientId), eq(waitlistEntries.status, 'WAITING')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
}

/** Professionals someone is waiting for, who can be booked. */
export async function listProfessionalsWithWaiting(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: waitlistEntries.professionalId })
    .from(waitlistEntries)
    .innerJoin(professionals, eq(professionals.id, waitlistEntries.professionalId))
    .where(and(eq(waitlistEntries.status, 'WAITING'), eq(professionals.authorized, true), eq(professionals.banned, false)))
  return rows.map((r) => r.id)
}

export type QueuedEntry = { id: string; patientId: string; weekDay: number | null; hour: number | null; held: boolean; offeredStarts: Set<number> }

/**
 * One professional's line, first come first served (created_at, then id): each waiting entry of a patient
 * who can still book, whether an offer is open for it, and the hours it was already offered.
 */
export async function listQueue(db: Db, professionalId: string): Promise<QueuedEntry[]> {
  const entries = await db
    .select({ id: waitlistEntries.id, patientId: waitlistEntries.patientId, weekDay: waitlistEntries.weekDay, hour: waitlistEntries.hour })
    .from(waitlistEntries)
    .innerJoin(patients, eq(patients.id, waitlistEntries.patientId))
    .where(
      and(
        eq(waitlistEntries.professionalId, professionalId),
        eq(waitlistEntries.status, 'WAITING'),
        isNull(patients.deletedAt),
        eq(patients.banned, false),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
  if (entries.length === 0) return []
  const holds = await db
    .select({ entryId: waitlistHolds.entryId, startsAt: waitlistHolds.startsAt, status: waitlistHolds.status })
    .from(waitlistHolds)
    .where(inArray(waitlistHolds.entryId, entries.map((e) => e.id)))
  return entries.map((entry) => {
    const own = holds.filter((h) => h.entryId === entry.id)
    return { ...entry, held: own.some((h) => h.status === 'HELD'), offeredStarts: new Set(own.map((h) => h.startsAt.getTime())) }
  })
}

export async function insertHold(db: Db, values: typeof waitlistHolds.$inferInsert): Promise<WaitlistHoldRow> {
  const [row] = await db.insert(waitlistHolds).values(values).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

/** Offers whose time ran out: the hour goes to the next in line (or to everyone). One idempotent UPDATE. */
export function expireHolds(db: Db, now: Date) {
  return db
    .update(waitlistHolds)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(waitlistHolds.status, 'HELD'), lte(waitlistHolds.expiresAt, now)))
    .returning({ id: waitlistHolds.id })
}

/** An offer with what its page and email say: the entry's wishes, the patient and the professional. */
export async function findOfferView(db: Db, holdId: string) {
  const [row] = await db
    .select({
      hold: waitlistHolds,
      entry: { modality: waitlistEntries.modality },
      patient: { email: patients.email, firstName: patients.firstName, timeZone: patients.timeZone },
      professional: {
        id: professionals.id,
        firstName: professionals.firstName,
        lastName: professionals.lastName,
        serviceModality: professionals.serviceModality,
      },
    })
    .from(waitlistHolds)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistHolds.entryId))
    .innerJoin(patients, eq(patients.id, waitlistHolds.patientId))
    .innerJoin(professionals, eq(professionals.id, waitlistHolds.professionalId))
    .where(eq(waitlistHolds.id, holdId))
  return row
}

/** Ends every waiting entry of a patient (their account is being deleted) and gives up their held hours. */
export async function endEntriesOf(tx: Db, patientId: string, now: Date): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status: 'LEFT', endedAt: now, updatedAt: now })
    .where(and(eq(waitlistEntries.patientId, patientId), eq(waitlistEntries.status, 'WAITING')))
  await tx
    .update(waitlistHolds)
    .set({ status: 'RELEASED', updatedAt: now })
    .where(and(eq(waitlistHolds.patientId, patientId), eq(waitlistHolds.status, 'HELD')))
}

/** A unique violation of the waiting-entry index: the patient already waits for this hour. */
export const ONE_WAITING_INDEX = 'waitlist_entries_one_waiting_unique'
