import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { availabilitySlots } from '../../db/schema/calendar'
import { professionals } from '../../db/schema/people'
import { professionalOnboarding } from '../../db/schema/professional-area'

export async function findProfile(db: Db, professionalId: string) {
  const [row] = await db
    .select({ profilePhotoUrl: professionals.profilePhotoUrl, briefDescription: professionals.briefDescription })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
  return row
}

/** Whether the professional has at least one weekly slot (deleted ones do not count). */
export async function hasWeeklySlot(db: Db, professionalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: availabilitySlots.id })
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.professionalId, professionalId), isNull(availabilitySlots.deletedAt)))
    .limit(1)
  return Boolean(row)
}

export async function linkCopiedAt(db: Db, professionalId: string): Promise<Date | null> {
  const [row] = await db.select().from(professionalOnboarding).where(eq(professionalOnboarding.professionalId, professionalId))
  return row?.bookingLinkCopiedAt ?? null
}

/** The first copy is the one kept; copying again changes nothing. */
export async function recordLinkCopied(db: Db, professionalId: string, at: Date): Promise<void> {
  await db.insert(professionalOnboarding).values({ professionalId, bookingLinkCopiedAt: at }).onConflictDoNothing()
}
