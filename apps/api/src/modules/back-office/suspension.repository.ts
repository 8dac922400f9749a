import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import type { SessionStatus } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema/sessions'

// The consultations a withdrawal of authorization strands: booked (paid or not) and still ahead.
// A consultation already STARTED is under way and is left to finish (decision 026).

const LIVE_AHEAD: SessionStatus[] = ['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED']

/** Ids of the professional's live consultations starting after `now`, soonest first. */
export async function listFutureLiveSessionIds(db: Db, professionalId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.professionalId, professionalId), inArray(sessions.status, LIVE_AHEAD), gt(sessions.selectedDate, now)))
    .orderBy(asc(sessions.selectedDate))
  return rows.map((row) => row.id)
}
