import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { SeriesSkipReason, SeriesStatus } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import { patientIdsNamed, professionalIdsNamed } from '../../db/name-search'
import { patients, professionals } from '../../db/schema/people'
import { sessionSeries, sessionSeriesSkips } from '../../db/schema/series'
import { sessions } from '../../db/schema/sessions'

// The only place the weekly series touch the ORM (docs/decisions/040-weekly-series.md). Sessions are
// written through the scheduling repository; here they are only read.

export type SeriesRow = typeof sessionSeries.$inferSelect
export type NewSeriesRow = typeof sessionSeries.$inferInsert

export async function insertSeries(db: Db, values: NewSeriesRow): Promise<SeriesRow> {
  const [row] = await db.insert(sessionSeries).values(values).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function findSeries(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(sessionSeries).where(eq(sessionSeries.id, id))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

export async function updateSeries(db: Db, id: string, patch: Partial<NewSeriesRow>): Promise<SeriesRow> {
  const [row] = await db
    .update(sessionSeries)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(sessionSeries.id, id))
    .returning()
  if (!row) throw new Error('update matched no row')
  return row
}

/** Series running or paused of one patient (counted under the patient's row lock). */
export async function countOpenSeriesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(sessionSeries)
    .where(and(eq(sessionSeries.userId, userId), ne(sessionSeries.status, 'ENDED')))
  return row?.value ?? 0
}

export async function listActiveSeriesIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: sessionSeries.id }).from(sessionSeries).where(eq(sessionSeries.status, 'ACTIVE'))
  return rows.map((r) => r.id)
}

/** Every week booked as a session, in week order. */
export function listWeekSessions(db: Db, seriesId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(sessions).where(eq(sessions.seriesId, seriesId)).orderBy(asc(sessions.seriesWeek))
  return options.forUpdate ? query.for('update') : query
}

export function listSkips(db: Db, seriesId: string) {
  return db.select().from(sessionSeriesSkips).where(eq(sessionSeriesSkips.seriesId, seriesId)).orderBy(asc(sessionSeriesSkips.week))
}

/** Records a skipped week once (the unique (series, week) index makes a second verdict a no-op). */
export async function insertSkip(db: Db, skip: { seriesId: string; week: number; startsAt: Date; reason: SeriesSkipReason }): Promise<boolean> {
  const rows = await db.insert(sessionSeriesSkips).values(skip).onConflictDoNothing().returning({ id: sessionSeriesSkips.id })
  return rows.length > 0
}

/** Starts of the patient's occupying (not cancelled) sessions in [from, to] (a week at one of them is skipped). */
export async function listPatientOccupyingStartsBetween(db: Db, userId: string, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .select({ start: sessions.selectedDate })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.status, 'CANCELLED'), gte(sessions.selectedDate, from), lte(sessions.selectedDate, to)))
  return rows.map((r) => r.start)
}

/** The live weeks (LIVE_STATUSES) still to come of many series at once (for the lists). */
export function listLiveWeeksAhead(db: Db, seriesIds: string[], now: Date) {
  if (seriesIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(sessions)
    .where(and(inArray(sessions.seriesId, seriesIds), inArray(sessions.status, ['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED']), gt(sessions.selectedDate, now)))
    .orderBy(asc(sessions.selectedDate))
}

export function listSkipsOf(db: Db, seriesIds: string[]) {
  if (seriesIds.length === 0) return Promise.resolve([])
  return db.select().from(sessionSeriesSkips).where(inArray(sessionSeriesSkips.seriesId, seriesIds)).orderBy(asc(sessionSeriesSkips.startsAt))
}

/** The weeks of a series already settled — paid, or released unpaid — latest first. */
export async function listSettledWeeks(db: Db, seriesId: string, limit: number): Promise<('paid' | 'released')[]> {
  const rows = await db
    .select({ payment: sessions.payment, status: sessions.status })
    .from(sessions)
    .where(
      and(
        eq(sessions.seriesId, seriesId),
        sql`(${sessions.payment} = 'DONE' or (${sessions.status} = 'CANCELLED' and ${sessions.cancelledByKind} is null))`,
      ),
    )
    .orderBy(desc(sessions.selectedDate))
    .limit(limit)
  return rows.map((r) => (r.payment === 'DONE' ? 'paid' : 'released'))
}

/** `search`: part of the patient's or the professional's name (accent- and case-insensitive, db/name-search.ts). */
export type SeriesFilter = { userId?: string; professionalId?: string; status?: SeriesStatus; statuses?: SeriesStatus[]; search?: string }

function whereOf(filter: SeriesFilter): SQL | undefined {
  const conditions = [
    filter.userId ? eq(sessionSeries.userId, filter.userId) : undefined,
    filter.professionalId ? eq(sessionSeries.professionalId, filter.professionalId) : undefined,
    filter.status ? eq(sessionSeries.status, filter.status) : undefined,
    filter.statuses ? inArray(sessionSeries.status, filter.statuses) : undefined,
    // Subqueries, as the sessions list does, so the count needs no join.
    filter.search ? sql`(${sessionSeries.userId} in ${patientIdsNamed(filter.search)} or ${sessionSeries.professionalId} in ${professionalIdsNamed(filter.search)})` : undefined,
  ]
  return and(...conditions.filter((c): c is SQL => c !== undefined))
}

const seriesView = {
  series: sessionSeries,
  professional: { id: professionals.id, firstName: professionals.firstName, lastName: professionals.lastName, email: professionals.email },
  patient: { id: patients.id, firstName: patients.firstName, lastName: patients.lastName, email: patients.email, timeZone: patients.timeZone, deletedAt: patients.deletedAt },
}

export type SeriesView = Awaited<ReturnType<typeof listSeriesViews>>['rows'][number]

export async function listSeriesViews(db: Db, filter: SeriesFilter, page: { limit: number; offset: number }) {
  const rows = await db
    .select(seriesView)
    .from(sessionSeries)
    .innerJoin(professionals, eq(professionals.id, sessionSeries.professionalId))
    .innerJoin(patients, eq(patients.id, sessionSeries.userId))
    .where(whereOf(filter))
    .orderBy(desc(sessionSeries.createdAt), desc(sessionSeries.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ value: count() }).from(sessionSeries).where(whereOf(filter))
  return { rows, total: total?.value ?? 0 }
}

export async function findSeriesView(db: Db, id: string) {
  const { rows } = await listSeriesViewsById(db, id)
  return rows[0]
}

function listSeriesViewsById(db: Db, id: string) {
  return db
    .select(seriesView)
    .from(sessionSeries)
    .innerJoin(professionals, eq(professionals.id, sessionSeries.professionalId))
    .innerJoin(patients, eq(patients.id, sessionSeries.userId))
    .where(eq(sessionSeries.id, id))
    .then((rows) => ({ rows }))
}
