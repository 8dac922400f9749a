import { and, asc, eq, gt, lt, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { patients } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'

// Booked sessions a calendar change touches. They are only read here: a calendar change never
// cancels or moves a booked session (the professional cancels it explicitly if needed).

export type BookedSessionRow = {
  id: string
  selectedDate: Date
  status: (typeof sessions.$inferSelect)['status']
  availableDateId: string | null
  patientFirstName: string | null
  patientLastName: string | null
}

const columns = {
  id: sessions.id,
  selectedDate: sessions.selectedDate,
  status: sessions.status,
  availableDateId: sessions.availableDateId,
  patientFirstName: patients.firstName,
  patientLastName: patients.lastName,
}

/** Not cancelled and not over: the sessions the professional still has to attend. */
const settled = notInArray(sessions.status, ['CANCELLED', 'FINISHED'])

/** Live sessions booked in the slot that start after `from`, soonest first. */
export async function listLiveSessionsOfSlot(db: Db, slotId: string, from: Date): Promise<BookedSessionRow[]> {
  return db
    .select(columns)
    .from(sessions)
    .innerJoin(patients, eq(patients.id, sessions.userId))
    .where(and(eq(sessions.availableDateId, slotId), settled, gt(sessions.selectedDate, from)))
    .orderBy(asc(sessions.selectedDate))
}

/** Live sessions of the professional starting in `(from, to)`, soonest first. */
export async function listLiveSessionsStartingBetween(db: Db, professionalId: string, from: Date, to: Date): Promise<BookedSessionRow[]> {
  return db
    .select(columns)
    .from(sessions)
    .innerJoin(patients, eq(patients.id, sessions.userId))
    .where(and(eq(sessions.professionalId, professionalId), settled, gt(sessions.selectedDate, from), lt(sessions.selectedDate, to)))
    .orderBy(asc(sessions.selectedDate))
}
