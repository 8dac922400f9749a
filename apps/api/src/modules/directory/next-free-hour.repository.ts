import { getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { availabilitySlots, unavailabilities } from '../../db/schema/calendar'
import { calendarVersions, SHARED_CALENDAR_KEY } from '../../db/schema/calendar-versions'
import { externalBusyTimes } from '../../db/schema/external-calendars'
import { nextFreeHours } from '../../db/schema/next-free-hours'
import { professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'
import { TIME_ZONE } from '../../lib/brasilia-time'

// The first hour the booking pages would offer a professional, in SQL, so a directory page gets every
// card's next free hour in its one query (decision 043). It restates open-times.ts (weekly slots on full
// Brasília hours, minus booked starts, unavailabilities and busy times of the professional's own calendars, between the lead time and the window's end);
// a test checks that both answer the same hour.

export type NextFreeWindow = {
  /** The earliest start allowed (now + lead time) and the window's last start. */
  earliest: Date
  latest: Date
  /** The Brasília days of `earliest` and `latest`, 'YYYY-MM-DD', and the weekday of the first. */
  firstDay: string
  lastDay: string
  firstWeekDay: number
  sessionMinutes: number
}

/** A timestamp as the database driver hands it over (a Date, or its text), as a Date. */
export const instantOrNull = (value: string | Date | null) => (value === null ? null : new Date(value))

/**
 * A correlated scalar subquery on `professionals`. Days are walked in order and each day's earliest free
 * hour looked up (the slots of that weekday through the (professional, weekday) index, then booked starts
 * and unavailabilities); `limit 1` stops at the first day that has one, usually today or tomorrow, so a
 * professional costs a handful of index probes rather than the whole window's hours.
 */
export function nextFreeHourOf(window: NextFreeWindow): SQL<Date | null> {
  // Aliases and qualified names throughout: Drizzle leaves column names unqualified in single-table
  // queries, which inside this subquery would name the inner tables' columns instead.
  const professionalId = sql`${sql.identifier(getTableName(professionals))}.${sql.identifier(professionals.id.name)}`
  // The day's hours are sorted first (no index probe yet; `offset 0` keeps the tests below out of that
  // list), then tested in order until the first free one.
  const firstFreeOfDay = sql`(
      select c.start from (
        select (d.day + make_interval(hours => h.hour)) at time zone ${TIME_ZONE} as start
        from ${availabilitySlots} a
        cross join lateral generate_series(substr(a.start_time, 1, 2)::int, substr(a.end_time, 1, 2)::int - 1) as h(hour)
        where a.professional_id = ${professionalId} and a.deleted_at is null and a.week_day = extract(dow from d.day)::int
        order by 1
        offset 0
      ) c
      where c.start >= ${window.earliest.toISOString()}::timestamptz and c.start <= ${window.latest.toISOString()}::timestamptz
        and not exists (
          select 1 from ${sessions} s
          where s.professional_id = ${professionalId} and s.selected_date = c.start and s.status <> 'CANCELLED')
        and not exists (
          select 1 from ${unavailabilities} u
          where u.professional_id = ${professionalId}
            and u.start_date < c.start + make_interval(mins => ${window.sessionMinutes})
            and u.end_date > c.start)
        and not exists (
          select 1 from ${externalBusyTimes} x
          where x.professional_id = ${professionalId}
            and x.starts_at < c.start + make_interval(mins => ${window.sessionMinutes})
            and x.ends_at > c.start)
      limit 1
    )`
  return sql<Date | null>`(
    select x.first from (
      select ${firstFreeOfDay} as first
      from generate_series(${window.firstDay}::date::timestamp, ${window.lastDay}::date::timestamp, interval '1 day') as d(day)
    ) x
    where x.first is not null
    limit 1
  )`.mapWith(instantOrNull)
}

// Stored next free hours (decision 062): ordering the whole directory by the next free hour computed the
// query above for every listed professional at each request (0.7 s for 10,000 on the scale bench). Each
// professional's hour is stored with what it was computed from; a request uses a stored hour only while
// that still holds, and computes the others, so the answer is always what the query above would give.
// Since decision 114 the professional's own calendar version is not compared at each read: its bump marks
// the row stale in the writing transaction (migration 0035), so a row's own columns say whether it answers.

/** The window plus the instant it was taken at: a stored hour is tied to both. */
export type StoredHourWindow = NextFreeWindow & { now: Date }

const HOUR = 3_600_000

/** The booking rules the window reflects: lead time, reach and session length. A deploy that changes them invalidates every row. */
const rulesOf = (w: StoredHourWindow) => `${w.earliest.getTime() - w.now.getTime()}/${w.latest.getTime() - w.now.getTime()}/${w.sessionMinutes}`

/** The professional's calendar version; needs `calendar_versions` joined on the professional. */
const professionalVersion = sql<number>`coalesce(${calendarVersions.version}, 0)`.mapWith(Number)
const sharedVersion = sql<number>`coalesce((select shared.version from ${calendarVersions} shared where shared.professional_id = ${SHARED_CALENDAR_KEY}), 0)`.mapWith(Number)

/**
 * True when the professional's stored row still answers for this window; needs `next_free_hours` joined
 * on the professional (a missing row never answers). A write to the professional's calendar set
 * `expires_at` to the epoch (migration 0035); otherwise time alone changes the answer only when the found
 * hour comes closer than the lead time, or, none found, when the window's far end reaches a new full hour:
 * `expires_at` is the first of those instants. A clock before the computation (tests move it back) never
 * uses the row.
 */
export function storedHourCurrent(w: StoredHourWindow): SQL {
  const now = w.now.toISOString()
  return sql`(${nextFreeHours.professionalId} is not null and ${nextFreeHours.sharedVersion} = ${sharedVersion} and ${nextFreeHours.rules} = ${rulesOf(w)}
    and ${nextFreeHours.computedAt} <= ${now}::timestamptz and ${nextFreeHours.expiresAt} > ${now}::timestamptz)`
}

/**
 * The professionals whose stored row does not answer for this window: exactly the rows `storedHourCurrent`
 * refuses, as disjoint ranges of the validity index and the computed-at index (decision 118) — other rules,
 * or this build's rules with an older or newer shared version (each side its own range, so that the
 * planner's estimate of each is its own), or the same with `expires_at` passed (a marked row lies at the
 * epoch), or unexpired but computed after the clock (a clock moved back). Each range is empty or holds only
 * rows to compute, so the answer costs a few index pages however many rows answer.
 */
export function staleStoredHourIds(w: StoredHourWindow): SQL {
  const now = sql`${w.now.toISOString()}::timestamptz`
  const rules = rulesOf(w)
  const ofRows = (condition: SQL) => sql`select h.professional_id from ${nextFreeHours} h where ${condition}`
  const thisBuild = sql`h.rules = ${rules} and h.shared_version = ${sharedVersion}`
  return sql`(
    ${ofRows(sql`h.rules < ${rules}`)}
    union all ${ofRows(sql`h.rules > ${rules}`)}
    union all ${ofRows(sql`h.rules = ${rules} and h.shared_version < ${sharedVersion}`)}
    union all ${ofRows(sql`h.rules = ${rules} and h.shared_version > ${sharedVersion}`)}
    union all ${ofRows(sql`${thisBuild} and h.expires_at <= ${now}`)}
    union all ${ofRows(sql`${thisBuild} and h.expires_at > ${now} and h.computed_at > ${now}`)}
  )`
}

/** The stored hour when it still answers, else the query's; with the join of `storedHourCurrent`. */
export function storedOrComputedNextFreeHour(w: StoredHourWindow): SQL<Date | null> {
  return sql<Date | null>`case when ${storedHourCurrent(w)} then ${nextFreeHours.nextFree} else ${nextFreeHourOf(w)} end`.mapWith(instantOrNull)
}

/** The columns a stale professional's row is written from, for `storeNextFreeHours`; needs `calendar_versions` left-joined. */
export function staleHourColumns(w: StoredHourWindow) {
  return {
    version: professionalVersion.as('version'),
    sharedVersion: sharedVersion.as('shared_version'),
    nextFree: nextFreeHourOf(w).as('next_free'),
    firstName: sql<string>`${professionals.firstName}`.as('first_name'),
    lastName: sql<string>`${professionals.lastName}`.as('last_name'),
  }
}

/**
 * Writes the rows of `stale` (a select of `id`, `version`, `shared_version`, `next_free`, `first_name`,
 * `last_name`, ordered by id so that concurrent writers lock rows in the same order). Versions and hours
 * come from one statement, one snapshot: a row never pairs a version with data of another. A row whose
 * version is already newer than the one computed here (a calendar write committed after this statement's
 * snapshot marked it stale) is left as it is.
 */
export async function storeNextFreeHours(db: Db, stale: SQLWrapper, w: StoredHourWindow): Promise<void> {
  const leadMs = w.earliest.getTime() - w.now.getTime()
  // No hour found: the answer changes when the window's end reaches the next full hour (slots start on
  // full Brasília hours, and Brasília's offset is whole hours).
  const reach = w.latest.getTime() - w.now.getTime()
  const emptyExpiresAt = new Date(Math.floor(w.latest.getTime() / HOUR) * HOUR + HOUR - reach)
  await db.execute(sql`
    insert into ${nextFreeHours} as h (professional_id, version, shared_version, rules, computed_at, expires_at, next_free, first_name, last_name)
    select s.id, s.version, s.shared_version, ${rulesOf(w)}, ${w.now.toISOString()}::timestamptz,
      case when s.next_free is null then ${emptyExpiresAt.toISOString()}::timestamptz else s.next_free - ${leadMs} * interval '1 millisecond' end,
      s.next_free, s.first_name, s.last_name
    from (${stale}) s
    on conflict (professional_id) do update set version = excluded.version, shared_version = excluded.shared_version, rules = excluded.rules,
      computed_at = excluded.computed_at, expires_at = excluded.expires_at, next_free = excluded.next_free,
      first_name = excluded.first_name, last_name = excluded.last_name
    where h.version <= excluded.version`)
}
