import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { availabilitySlots, unavailabilities } from '../../../db/schema/calendar'
import { calendarVersions, SHARED_CALENDAR_KEY } from '../../../db/schema/calendar-versions'
import { externalBusyTimes } from '../../../db/schema/external-calendars'
import { services } from '../../../db/schema/catalogue'
import { clinicAddresses, clinics } from '../../../db/schema/clinics'
import { professionals } from '../../../db/schema/people'
import { sessions } from '../../../db/schema/sessions'
import { waitlistHolds } from '../../../db/schema/waitlist'
import type { WeeklySlot } from './open-times'

// The open-times route's two statements (decision 051): the versions that say whether a cached answer is
// still current, and everything the answer is computed from, read in one statement (one snapshot, one
// round trip). Booking does not use them: it checks an hour with the separate reads of
// scheduling.repository.ts, always fresh.

// Drizzle writes the columns of a one-table select without their table's name, so a column object inside
// a subquery would bind to the subquery's own table: the subqueries name theirs through aliases and take
// the professional as a parameter.
const versionOf = (key: string) => sql`coalesce((select cv.version from ${calendarVersions} cv where cv.professional_id = ${key}), 0)`.mapWith(Number)

/** Instants as whole epoch milliseconds: JSON numbers, whatever the connection's TimeZone. */
const epochMs = (column: unknown) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`

const professionalParam = sql.placeholder('professionalId')
const viewerParam = sql.placeholder('viewerPatientId')

/** The versions statement, anonymous or for a patient; prepared once per database (named on PostgreSQL). */
function versionsStatement(db: Db, forViewer: boolean) {
  return db
    .select({
      version: sql`coalesce((select cv.version from ${calendarVersions} cv where cv.professional_id = ${professionalParam}), 0)`.mapWith(Number),
      sharedVersion: calendarVersions.version,
      viewerHolds: forViewer
        ? sql<boolean>`exists (select 1 from ${waitlistHolds} h where h.professional_id = ${professionalParam} and h.patient_id = ${viewerParam} and h.status = 'HELD')`
        : sql<boolean>`false`,
    })
    .from(calendarVersions)
    .where(eq(calendarVersions.professionalId, SHARED_CALENDAR_KEY))
    .prepare(forViewer ? 'open_times_versions_viewer' : 'open_times_versions')
}

type VersionsStatements = { anonymous: ReturnType<typeof versionsStatement>; viewer: ReturnType<typeof versionsStatement> }
// The hit path runs this statement alone: built once per database instead of once per request.
const preparedVersions = new WeakMap<Db, VersionsStatements>()

/**
 * The professional's and the shared calendar versions and, for a logged-in patient, whether an hour of
 * this professional is held for them (their answer then differs from everyone's). One tiny statement.
 */
export async function readCalendarVersions(db: Db, professionalId: string, viewerPatientId?: string) {
  let statements = preparedVersions.get(db)
  if (!statements) {
    statements = { anonymous: versionsStatement(db, false), viewer: versionsStatement(db, true) }
    preparedVersions.set(db, statements)
  }
  const [row] = viewerPatientId
    ? await statements.viewer.execute({ professionalId, viewerPatientId })
    : await statements.anonymous.execute({ professionalId })
  return { version: row?.version ?? 0, sharedVersion: row?.sharedVersion ?? 0, viewerHolds: row?.viewerHolds === true }
}

export type OpenTimesSnapshot = NonNullable<Awaited<ReturnType<typeof readOpenTimesSnapshot>>>

/**
 * Everything one professional's open times are computed from, between `from` and `to`, with the versions
 * of that same snapshot: the professional, the weekly slots, the unavailable periods, the busy times of
 * their own calendars, the starts of
 * occupying (not cancelled) sessions and of hours held for anyone but `viewerPatientId`, the default service and whether the
 * clinic receives patients. Undefined when there is no such professional.
 */
export async function readOpenTimesSnapshot(db: Db, professionalId: string, from: Date, to: Date, viewerPatientId?: string) {
  const fromAt = sql`${from.toISOString()}::timestamptz`
  const toAt = sql`${to.toISOString()}::timestamptz`
  const [row] = await db
    .select({
      version: versionOf(professionalId),
      sharedVersion: versionOf(SHARED_CALENDAR_KEY),
      authorized: professionals.authorized,
      banned: professionals.banned,
      serviceModality: professionals.serviceModality,
      clinicId: professionals.clinicId,
      ownValueCents: professionals.ownValueCents,
      socialValueCents: professionals.socialValueCents,
      slots: sql<WeeklySlot[]>`coalesce((
        select json_agg(json_build_object('id', s.id, 'weekDay', s.week_day, 'startTime', s.start_time, 'endTime', s.end_time, 'socialRate', s.social_rate))
        from ${availabilitySlots} s where s.professional_id = ${professionalId} and s.deleted_at is null), '[]'::json)`,
      periods: sql<[number, number][]>`coalesce((
        select json_agg(json_build_array(${epochMs(sql`u.start_date`)}, ${epochMs(sql`u.end_date`)}))
        from ${unavailabilities} u where u.professional_id = ${professionalId} and u.start_date < ${toAt} and u.end_date >= ${fromAt}), '[]'::json)`,
      // Busy times read from the professional's own calendars (decision 087) take hours out like absences.
      busy: sql<[number, number][]>`coalesce((
        select json_agg(json_build_array(${epochMs(sql`x.starts_at`)}, ${epochMs(sql`x.ends_at`)}))
        from ${externalBusyTimes} x where x.professional_id = ${professionalId} and x.starts_at < ${toAt} and x.ends_at > ${fromAt}), '[]'::json)`,
      bookedStarts: sql<number[]>`coalesce((
        select json_agg(${epochMs(sql`b.selected_date`)})
        from ${sessions} b where b.professional_id = ${professionalId} and b.status <> 'CANCELLED'
          and b.selected_date >= ${fromAt} and b.selected_date <= ${toAt}), '[]'::json)`,
      heldStarts: sql<number[]>`coalesce((
        select json_agg(${epochMs(sql`h.starts_at`)})
        from ${waitlistHolds} h where h.professional_id = ${professionalId} and h.status = 'HELD'
          and h.starts_at >= ${fromAt} and h.starts_at <= ${toAt}
          ${viewerPatientId ? sql`and h.patient_id <> ${viewerPatientId}` : sql``}), '[]'::json)`,
      service: sql<{ valueCents: number; minValueCents: number | null; maxValueCents: number | null } | null>`(
        select json_build_object('valueCents', v.value_cents, 'minValueCents', v.min_value_cents, 'maxValueCents', v.max_value_cents)
        from ${services} v join ${professionals} o on o.professional_type = v.professional_type
        where o.id = ${professionalId} and v.session_type = 'DEFAULT')`,
      clinicActive: sql<boolean>`exists (
        select 1 from ${professionals} o join ${clinics} c on c.id = o.clinic_id join ${clinicAddresses} a on a.clinic_id = c.id
        where o.id = ${professionalId} and c.active)`,
    })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
  return row
}
