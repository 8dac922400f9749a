import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { waitlistEntries, waitlistHolds } from '../../../db/schema/waitlist'

// A waitlist's held hour occupies the hour like a booking (docs/decisions/041-waitlist-and-held-hours.md):
// open times leave it out and the booking of its patient consumes it. Those reads and that update are the
// scheduling side of the holds; the waitlist module creates and expires them (scheduling never imports
// the waitlist: decision 079).

/** Starts of the professional's held hours between two instants, except those held for `exceptPatientId`. */
export async function listHeldStartsBetween(db: Db, professionalId: string, from: Date, to: Date, exceptPatientId?: string): Promise<Date[]> {
  const rows = await db
    .select({ start: waitlistHolds.startsAt })
    .from(waitlistHolds)
    .where(
      and(
        eq(waitlistHolds.professionalId, professionalId),
        eq(waitlistHolds.status, 'HELD'),
        gte(waitlistHolds.startsAt, from),
        lte(waitlistHolds.startsAt, to),
        exceptPatientId ? ne(waitlistHolds.patientId, exceptPatientId) : undefined,
      ),
    )
  return rows.map((r) => r.start)
}

/**
 * The patient books an hour held for them: the hold becomes BOOKED (it no longer occupies the hour; the
 * session now does) and its entry FULFILLED. Inside the booking's transaction; nothing when not held.
 */
export async function consumeHeldHour(
  tx: Db,
  booking: { patientId: string; professionalId: string; start: Date; sessionId: string; now: Date },
): Promise<void> {
  const used = await tx
    .update(waitlistHolds)
    .set({ status: 'BOOKED', sessionId: booking.sessionId, updatedAt: booking.now })
    .where(
      and(
        eq(waitlistHolds.status, 'HELD'),
        eq(waitlistHolds.patientId, booking.patientId),
        eq(waitlistHolds.professionalId, booking.professionalId),
        eq(waitlistHolds.startsAt, booking.start),
      ),
    )
    .returning({ entryId: waitlistHolds.entryId })
  if (used.length === 0) return
  await tx
    .update(waitlistEntries)
    .set({ status: 'FULFILLED', endedAt: booking.now, updatedAt: booking.now })
    .where(and(inArray(waitlistEntries.id, used.map((u) => u.entryId)), eq(waitlistEntries.status, 'WAITING')))
}
