import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { availabilitySlots } from '../../db/schema/calendar'
import { professionals } from '../../db/schema/people'

export type SlotRow = typeof availabilitySlots.$inferSelect
export type SlotHours = { weekDay: number; startTime: string; endTime: string }

/**
 * Locks the professional's row for the transaction: two slot changes of one professional run one
 * after the other, so the overlap check cannot be passed by two requests at once.
 */
export async function lockProfessional(db: Db, professionalId: string): Promise<void> {
  await db.select({ id: professionals.id }).from(professionals).where(eq(professionals.id, professionalId)).for('update')
}

/** A slot that was not deleted. */
export async function findActiveSlot(db: Db, id: string): Promise<SlotRow | undefined> {
  const [row] = await db
    .select()
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.id, id), isNull(availabilitySlots.deletedAt)))
  return row
}

export async function listActiveSlotsOfDay(db: Db, professionalId: string, weekDay: number): Promise<SlotRow[]> {
  return db
    .select()
    .from(availabilitySlots)
    .where(
      and(eq(availabilitySlots.professionalId, professionalId), eq(availabilitySlots.weekDay, weekDay), isNull(availabilitySlots.deletedAt)),
    )
}

export async function insertSlot(db: Db, professionalId: string, hours: SlotHours): Promise<SlotRow> {
  const [row] = await db.insert(availabilitySlots).values({ professionalId, ...hours }).returning()
  if (!row) throw new Error('slot insert returned nothing')
  return row
}

export async function updateSlot(db: Db, id: string, hours: SlotHours, at: Date): Promise<SlotRow> {
  const [row] = await db
    .update(availabilitySlots)
    .set({ ...hours, updatedAt: at })
    .where(eq(availabilitySlots.id, id))
    .returning()
  if (!row) throw new Error('slot update returned nothing')
  return row
}

/** Soft delete: sessions booked in the slot keep pointing at it; open times skip it at once. */
export async function softDeleteSlot(db: Db, id: string, at: Date): Promise<void> {
  await db.update(availabilitySlots).set({ deletedAt: at, updatedAt: at }).where(eq(availabilitySlots.id, id))
}
