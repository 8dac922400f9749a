import { and, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { availabilitySlots, unavailabilities } from '../../db/schema/calendar'
import { externalBusyTimes } from '../../db/schema/external-calendars'
import { services } from '../../db/schema/catalogue'
import { clinicAddresses, clinics } from '../../db/schema/clinics'
import { payments } from '../../db/schema/payments'
import { patients, professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'
import { sessionTallies } from '../../db/schema/tallies'
import type { ProfessionalType, SessionType } from '@acolhe/shared/enums'
import { splitAtPivot, whereOf, type SessionFilter } from './lists/session-filter.repository'
import { readAscendingPage, readCounts, readUpcomingFirstPage } from './lists/session-list-statements.repository'

// The only place the scheduling domain touches the ORM. Every function takes the Db (or a transaction).

export type SessionRow = typeof sessions.$inferSelect
export type NewSessionRow = typeof sessions.$inferInsert

export async function findProfessional(db: Db, id: string) {
  const [row] = await db.select().from(professionals).where(eq(professionals.id, id))
  return row
}

export async function findPatient(db: Db, id: string) {
  const [row] = await db.select().from(patients).where(eq(patients.id, id))
  return row
}

export async function findActiveClinicOf(db: Db, clinicId: string) {
  const [row] = await db
    .select({ id: clinics.id })
    .from(clinics)
    .innerJoin(clinicAddresses, eq(clinicAddresses.clinicId, clinics.id))
    .where(and(eq(clinics.id, clinicId), eq(clinics.active, true)))
  return row
}

export function listActiveSlots(db: Db, professionalId: string) {
  return db
    .select({
      id: availabilitySlots.id,
      weekDay: availabilitySlots.weekDay,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
      socialRate: availabilitySlots.socialRate,
    })
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.professionalId, professionalId), isNull(availabilitySlots.deletedAt)))
}

/**
 * The periods the professional cannot be booked in [from, to]: their absences and the busy times read from
 * their own calendars (decision 087), which block hours the same way.
 */
export async function listUnavailabilitiesBetween(db: Db, professionalId: string, from: Date, to: Date): Promise<{ startDate: Date; endDate: Date }[]> {
  const [absences, busy] = await Promise.all([
    db
      .select({ startDate: unavailabilities.startDate, endDate: unavailabilities.endDate })
      .from(unavailabilities)
      .where(and(eq(unavailabilities.professionalId, professionalId), lt(unavailabilities.startDate, to), gte(unavailabilities.endDate, from))),
    db
      .select({ startDate: externalBusyTimes.startsAt, endDate: externalBusyTimes.endsAt })
      .from(externalBusyTimes)
      .where(and(eq(externalBusyTimes.professionalId, professionalId), lt(externalBusyTimes.startsAt, to), gt(externalBusyTimes.endsAt, from))),
  ])
  return [...absences, ...busy]
}

/** Starts of the professional's occupying sessions (any status but CANCELLED) in [from, to]. */
export async function listOccupyingStartsBetween(db: Db, professionalId: string, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .select({ start: sessions.selectedDate })
    .from(sessions)
    .where(
      and(
        eq(sessions.professionalId, professionalId),
        ne(sessions.status, 'CANCELLED'),
        gte(sessions.selectedDate, from),
        lte(sessions.selectedDate, to),
      ),
    )
  return rows.map((r) => r.start)
}

export async function findServiceFor(db: Db, professionalType: ProfessionalType, sessionType: SessionType) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.professionalType, professionalType), eq(services.sessionType, sessionType)))
  return row
}

export async function findServiceById(db: Db, id: string) {
  const [row] = await db.select().from(services).where(eq(services.id, id))
  return row
}

/** Locks the patient row: one patient's bookings are checked against their limits one after another. */
export async function lockPatient(db: Db, id: string): Promise<void> {
  await db.select({ id: patients.id }).from(patients).where(eq(patients.id, id)).for('update')
}

/**
 * The patient's sessions holding an hour unpaid right now (awaiting payment, checkout window open, start
 * ahead): in total and with one professional. The weeks of a weekly series after its first are not
 * counted: each waits for its own payment until 48 h before it starts, and the number of series a
 * patient may run bounds them instead (docs/decisions/040-weekly-series.md).
 */
export async function countHeldUnpaid(db: Db, patientId: string, professionalId: string, now: Date) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      withProfessional: sql<number>`(count(*) filter (where ${sessions.professionalId} = ${professionalId}))::int`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, patientId),
        eq(sessions.status, 'CREATED'),
        ne(sessions.payment, 'DONE'),
        gt(sessions.selectedDate, now),
        sql`(${sessions.checkoutExpiresAt} is null or ${sessions.checkoutExpiresAt} > ${now})`,
        sql`coalesce(${sessions.seriesWeek}, 0) = 0`,
      ),
    )
  return { total: row?.total ?? 0, withProfessional: row?.withProfessional ?? 0 }
}

export async function insertSession(db: Db, values: NewSessionRow): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function findSessionRow(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(sessions).where(eq(sessions.id, id))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

export async function updateSession(db: Db, id: string, patch: Partial<NewSessionRow>): Promise<SessionRow> {
  const [row] = await db
    .update(sessions)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(sessions.id, id))
    .returning()
  if (!row) throw new Error('update matched no row')
  return row
}

/** The patient said they will come; the first time is kept (a second link confirms nothing new). */
export async function markPatientConfirmedOnce(db: Db, sessionId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ patientConfirmedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.patientConfirmedAt)))
}

/** Whether a return booked from this session occupies its hour (any status but CANCELLED). */
export async function hasChildSession(db: Db, parentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.parentSessionId, parentId), ne(sessions.status, 'CANCELLED')))
    .limit(1)
  return Boolean(row)
}

/** Whether a payment of the session was ever settled (a provider's approval, balance, an admin's 'Pago'). */
export async function hasSettledPayment(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'DONE')))
    .limit(1)
  return row !== undefined
}

/**
 * Counts to read in the same statement as a list's own total (the tab counts shown beside the list):
 * `scope` must hold every row any of `filters` counts.
 */
export type AlsoCount = { scope: SessionFilter; filters: SessionFilter[] }

/**
 * How a list's total is counted. `cap`: past this many rows the total is only said to be more (`capped`),
 * for filters the tallies cannot answer — counting every row of a broad search over a million sessions
 * costs hundreds of milliseconds. Without it every total is exact.
 */
export type CountOptions = { cap?: number }

/** What a list's rows carry beyond the session view: `consents`, each pair's latest consent to online care. */
export type ListRows = { consents: boolean }

export async function listSessionViews(db: Db, filter: SessionFilter, page: { limit: number; offset: number }, carry: ListRows, alsoCount?: AlsoCount, options: CountOptions = {}) {
  const [rows, counted] = await Promise.all([
    readAscendingPage(db, filter, page, carry.consents),
    alsoCount ? readCounts(db, alsoCount.scope, [filter, ...alsoCount.filters]).then(([total = 0, ...also]) => ({ total, capped: false, also })) : countTotal(db, filter, options).then((total) => ({ ...total, also: [] })),
  ])
  return { rows, ...counted }
}

/**
 * The history with what is next on top: sessions from `pivot` on, soonest first, then the earlier ones,
 * latest first — one list, paged across the two parts, read in one statement beside the counts.
 */
export async function listSessionViewsUpcomingFirst(
  db: Db,
  filter: SessionFilter,
  page: { limit: number; offset: number },
  pivot: Date,
  carry: ListRows,
  alsoCount?: AlsoCount,
  options: CountOptions = {},
) {
  const { upcoming, past } = splitAtPivot(filter, pivot)
  const [{ total, capped, also }, rows] = await Promise.all([
    alsoCount
      ? readCounts(db, alsoCount.scope, [filter, ...alsoCount.filters]).then(([all = 0, ...others]) => ({ total: all, capped: false, also: others }))
      : countTotal(db, filter, options).then((counted) => ({ ...counted, also: [] })),
    readUpcomingFirstPage(db, upcoming, past, page, carry.consents),
  ])
  return { rows, total, capped, also }
}

/**
 * A list's total: from the tallies when the filter is only type, status and payment (exact, a few dozen
 * rows read); else counted over the sessions, only up to `options.cap` when one is given.
 */
async function countTotal(db: Db, filter: SessionFilter, options: CountOptions): Promise<{ total: number; capped: boolean }> {
  const tallyKey = tallyKeyOf(filter)
  if (tallyKey) return { total: await countFromTallies(db, tallyKey), capped: false }
  if (options.cap === undefined) return { total: await countUpTo(db, filter), capped: false }
  const seen = await countUpTo(db, filter, options.cap + 1)
  return seen > options.cap ? { total: options.cap, capped: true } : { total: seen, capped: false }
}

type TallyKey = Pick<SessionFilter, 'statuses' | 'payment' | 'type'>

/** The filter as a key of the session tallies, when it filters on nothing else (migration 0020). */
function tallyKeyOf(filter: SessionFilter): TallyKey | undefined {
  const { statuses, payment, type, ...rest } = filter
  // Truthiness, as `whereOf` reads these fields: an empty search filters nothing.
  return Object.values(rest).some(Boolean) ? undefined : { statuses, payment, type }
}

/** How many sessions match a key, from the tallies: exactly `count(*)` over the sessions, a few dozen rows read. */
async function countFromTallies(db: Db, key: TallyKey): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${sessionTallies.count}), 0)`.mapWith(Number) })
    .from(sessionTallies)
    .where(
      and(
        key.statuses ? inArray(sessionTallies.status, key.statuses) : undefined,
        key.payment ? eq(sessionTallies.payment, key.payment) : undefined,
        key.type ? eq(sessionTallies.type, key.type) : undefined,
      ),
    )
  return row?.value ?? 0
}

/** How many sessions match, counting no further than `cap` when one is given: the answer is exact below it. */
async function countUpTo(db: Db, filter: SessionFilter, cap?: number): Promise<number> {
  if (cap === undefined) {
    const [row] = await db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(sessions).where(whereOf(filter))
    return row?.value ?? 0
  }
  const matching = db.select({ one: sql`1` }).from(sessions).where(whereOf(filter)).limit(cap).as('matching')
  const [row] = await db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(matching)
  return row?.value ?? 0
}

/**
 * Unpaid sessions whose checkout expired or whose start passed (the hour is freed by cancelling them).
 * Only this release leaves `cancelled_by_kind` empty: a weekly series reads it as "released unpaid".
 */
export function cancelExpiredUnpaid(db: Db, now: Date) {
  return db
    .update(sessions)
    .set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(sessions.status, 'CREATED'),
        ne(sessions.payment, 'DONE'),
        sql`(${sessions.checkoutExpiresAt} <= ${now} or ${sessions.selectedDate} <= ${now})`,
      ),
    )
    .returning({ id: sessions.id, seriesId: sessions.seriesId })
}

