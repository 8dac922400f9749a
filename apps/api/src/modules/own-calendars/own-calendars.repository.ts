import { and, asc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { externalBusyTimes, externalCalendarEvents, externalCalendars } from '../../db/schema/external-calendars'
import { patients, professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'
import type { BusyInterval } from './busy-times'

export type ExternalCalendarRow = typeof externalCalendars.$inferSelect
export type NewExternalCalendar = typeof externalCalendars.$inferInsert

export async function insertCalendar(db: Db, row: NewExternalCalendar): Promise<void> {
  await db.insert(externalCalendars).values(row)
}

export function listCalendarsOf(db: Db, professionalId: string): Promise<ExternalCalendarRow[]> {
  return db.select().from(externalCalendars).where(eq(externalCalendars.professionalId, professionalId)).orderBy(asc(externalCalendars.createdAt))
}

export async function countCalendarsOf(db: Db, professionalId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(externalCalendars).where(eq(externalCalendars.professionalId, professionalId))
  return row?.count ?? 0
}

export async function findCalendar(db: Db, id: string): Promise<ExternalCalendarRow | undefined> {
  const [row] = await db.select().from(externalCalendars).where(eq(externalCalendars.id, id))
  return row
}

/** Removes one of the professional's calendars: its busy times go with it (cascade), and its pending writes. */
export async function deleteCalendar(db: Db, professionalId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(externalCalendars)
    .where(and(eq(externalCalendars.id, id), eq(externalCalendars.professionalId, professionalId)))
    .returning({ writeCalendarUrl: externalCalendars.writeCalendarUrl })
  if (deleted[0]?.writeCalendarUrl) await db.delete(externalCalendarEvents).where(eq(externalCalendarEvents.professionalId, professionalId))
  return deleted.length > 0
}

/** The professional's account e-mail: an invitation to it that they declined does not block. */
export async function professionalEmailOf(db: Db, professionalId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: professionals.email }).from(professionals).where(eq(professionals.id, professionalId))
  return row?.email
}

/**
 * Takes up to `limit` calendars due for a read for `lockMs` (another instance skips them meanwhile): those
 * whose next read time has come, in that order.
 */
export async function claimDueCalendars(db: Db, now: Date, limit: number, lockMs: number): Promise<ExternalCalendarRow[]> {
  const at = now.toISOString()
  return db
    .update(externalCalendars)
    .set({ lockedUntil: new Date(now.getTime() + lockMs) })
    .where(
      sql`${externalCalendars.id} in (select c.id from ${externalCalendars} c where c.next_sync_at <= ${at}::timestamptz
        and (c.locked_until is null or c.locked_until < ${at}::timestamptz) order by c.next_sync_at limit ${limit} for update skip locked)`,
    )
    .returning()
}

/** After a good read: the validators of this copy, and the next read time. */
export async function recordReadSuccess(db: Db, id: string, now: Date, next: Date, validators?: { etag: string | null; lastModified: string | null }) {
  await db
    .update(externalCalendars)
    .set({ lastAttemptAt: now, lastSuccessAt: now, lastError: null, nextSyncAt: next, lockedUntil: null, ...(validators ?? {}) })
    .where(eq(externalCalendars.id, id))
}

/** After a failed read: the busy times of the last good copy stay; the professional is told why. */
export async function recordReadFailure(db: Db, id: string, now: Date, next: Date, problem: string) {
  await db.update(externalCalendars).set({ lastAttemptAt: now, lastError: problem, nextSyncAt: next, lockedUntil: null }).where(eq(externalCalendars.id, id))
}

/** Asks for a read at the next run of the job (after the professional changes something). */
export async function readSoon(db: Db, id: string, now: Date) {
  await db.update(externalCalendars).set({ nextSyncAt: now }).where(eq(externalCalendars.id, id))
}

/**
 * Makes the calendar's stored busy times equal to `intervals`. Nothing is written when they already are:
 * each write bumps the professional's calendar version, which would empty their cached open times for nothing.
 */
export async function replaceBusyTimes(db: Db, calendarId: string, professionalId: string, intervals: BusyInterval[]): Promise<boolean> {
  const stored = await db
    .select({ startsAt: externalBusyTimes.startsAt, endsAt: externalBusyTimes.endsAt })
    .from(externalBusyTimes)
    .where(eq(externalBusyTimes.calendarId, calendarId))
    .orderBy(asc(externalBusyTimes.startsAt), asc(externalBusyTimes.endsAt))
  const same =
    stored.length === intervals.length &&
    stored.every((row, index) => row.startsAt.getTime() === intervals[index]!.start.getTime() && row.endsAt.getTime() === intervals[index]!.end.getTime())
  if (same) return false
  await db.delete(externalBusyTimes).where(eq(externalBusyTimes.calendarId, calendarId))
  if (intervals.length > 0) {
    await db.insert(externalBusyTimes).values(intervals.map((interval) => ({ calendarId, professionalId, startsAt: interval.start, endsAt: interval.end })))
  }
  return true
}

/** The professional's busy times overlapping [from, to), each with the calendar it came from. */
export function busyTimesBetween(db: Db, professionalId: string, from: Date, to: Date) {
  return db
    .select({ calendarId: externalBusyTimes.calendarId, startsAt: externalBusyTimes.startsAt, endsAt: externalBusyTimes.endsAt })
    .from(externalBusyTimes)
    .where(and(eq(externalBusyTimes.professionalId, professionalId), lt(externalBusyTimes.startsAt, to), gt(externalBusyTimes.endsAt, from)))
    .orderBy(asc(externalBusyTimes.startsAt))
}

// --- Sessions written into a CalDAV calendar (decision 088) -------------------------------------------

/**
 * Marks the session for the writer, in the caller's transaction (the outbox of calendar writes), when its
 * professional has a calendar to write into; a session already marked is marked again (the writer reads
 * the session as it is then, so two changes before a run make one write).
 */
export async function markSessionForWrite(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into ${externalCalendarEvents} (session_id, professional_id, pending, attempts, next_attempt_at)
    select s.id, s.professional_id, true, 0, ${now.toISOString()}::timestamptz from ${sessions} s
    where s.id = ${sessionId} and exists (
      select 1 from ${externalCalendars} c where c.professional_id = s.professional_id and c.write_calendar_url is not null)
    on conflict (session_id) do update set pending = true, attempts = 0, next_attempt_at = excluded.next_attempt_at, last_error = null, locked_until = null`)
}

export type PendingWrite = typeof externalCalendarEvents.$inferSelect

/** Takes up to `limit` pending writes for `lockMs`. */
export async function claimPendingWrites(db: Db, now: Date, limit: number, lockMs: number): Promise<PendingWrite[]> {
  const at = now.toISOString()
  return db
    .update(externalCalendarEvents)
    .set({ lockedUntil: new Date(now.getTime() + lockMs) })
    .where(
      sql`${externalCalendarEvents.sessionId} in (select e.session_id from ${externalCalendarEvents} e where e.pending and e.next_attempt_at <= ${at}::timestamptz
        and (e.locked_until is null or e.locked_until < ${at}::timestamptz) order by e.next_attempt_at limit ${limit} for update skip locked)`,
    )
    .returning()
}

/** What the written event says: the session's time and status, and the patient's name (shown only when allowed). */
export async function sessionForWrite(db: Db, sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id, status: sessions.status, selectedDate: sessions.selectedDate, patientFirstName: patients.firstName, patientLastName: patients.lastName })
    .from(sessions)
    .innerJoin(patients, eq(patients.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
  return row
}

/** The professional's calendar that sessions are written into, if any. */
export async function writeTargetOf(db: Db, professionalId: string): Promise<ExternalCalendarRow | undefined> {
  const [row] = await db
    .select()
    .from(externalCalendars)
    .where(and(eq(externalCalendars.professionalId, professionalId), isNotNull(externalCalendars.writeCalendarUrl)))
    .orderBy(asc(externalCalendars.createdAt))
    .limit(1)
  return row
}

/**
 * The write is done unless the session changed again meanwhile: a new mark clears the claim's lock, and
 * the session then stays pending for the next run.
 */
export async function finishWrite(db: Db, sessionId: string, eventUrl: string | null) {
  await db
    .update(externalCalendarEvents)
    .set({ eventUrl, pending: sql`${externalCalendarEvents.lockedUntil} is null`, lockedUntil: null, lastError: null })
    .where(eq(externalCalendarEvents.sessionId, sessionId))
}

export async function failWrite(db: Db, sessionId: string, next: Date, problem: string) {
  await db
    .update(externalCalendarEvents)
    .set({ attempts: sql`${externalCalendarEvents.attempts} + 1`, nextAttemptAt: next, lockedUntil: null, lastError: problem })
    .where(eq(externalCalendarEvents.sessionId, sessionId))
}

/** Pending writes whose professional no longer has a calendar to write into are dropped. */
export async function dropWrite(db: Db, sessionId: string) {
  await db.delete(externalCalendarEvents).where(eq(externalCalendarEvents.sessionId, sessionId))
}
