import { and, asc, eq, gte, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { clinicAddresses, clinics } from '../../db/schema/clinics'
import { patients, professionals } from '../../db/schema/people'
import { professionalCalendarFeeds } from '../../db/schema/professional-area'
import { sessions } from '../../db/schema/sessions'

export async function findFeed(db: Db, professionalId: string) {
  const [row] = await db.select().from(professionalCalendarFeeds).where(eq(professionalCalendarFeeds.professionalId, professionalId))
  return row
}

/** Creates or replaces the professional's feed: the previous token's hash is gone, so its address stops working. */
export async function replaceFeed(db: Db, professionalId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .insert(professionalCalendarFeeds)
    .values({ professionalId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: professionalCalendarFeeds.professionalId, set: { tokenHash, createdAt: now } })
    .returning()
  if (!row) throw new Error('calendar feed upsert returned nothing')
  return row
}

export async function deleteFeed(db: Db, professionalId: string): Promise<void> {
  await db.delete(professionalCalendarFeeds).where(eq(professionalCalendarFeeds.professionalId, professionalId))
}

/** The professional a token hash opens, if any and not banned. */
export async function findProfessionalByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: professionals.id, banned: professionals.banned })
    .from(professionalCalendarFeeds)
    .innerJoin(professionals, eq(professionals.id, professionalCalendarFeeds.professionalId))
    .where(eq(professionalCalendarFeeds.tokenHash, tokenHash))
  return row
}

/**
 * The consultations the feed shows, from `from` on: booked and paid or under way (an unpaid hold that may
 * expire in minutes is not an appointment yet), with only the patient's first name.
 */
export function listFeedSessions(db: Db, professionalId: string, from: Date) {
  return db
    .select({
      id: sessions.id,
      selectedDate: sessions.selectedDate,
      status: sessions.status,
      isOnline: sessions.isOnline,
      meetsUrl: sessions.meetsUrl,
      calendarSequence: sessions.calendarSequence,
      patientFirstName: patients.firstName,
      clinicName: clinics.name,
      streetName: clinicAddresses.streetName,
      number: clinicAddresses.number,
      districtName: clinicAddresses.districtName,
      city: clinicAddresses.city,
      state: clinicAddresses.state,
    })
    .from(sessions)
    .innerJoin(patients, eq(patients.id, sessions.userId))
    .innerJoin(professionals, eq(professionals.id, sessions.professionalId))
    .leftJoin(clinics, eq(clinics.id, professionals.clinicId))
    .leftJoin(clinicAddresses, eq(clinicAddresses.clinicId, professionals.clinicId))
    .where(
      and(
        eq(sessions.professionalId, professionalId),
        inArray(sessions.status, ['WAITING_CONFIRMATION', 'CONFIRMED', 'STARTED', 'FINISHED']),
        gte(sessions.selectedDate, from),
      ),
    )
    .orderBy(asc(sessions.selectedDate))
}
