import { getTableName, sql, type SQL } from 'drizzle-orm'
import { availabilitySlots, unavailabilities } from '../../db/schema/calendar'
import { professionals } from '../../db/schema/people'
import { sessions } from '../../db/schema/sessions'
import { TIME_ZONE } from '../../lib/brasilia-time'

// The first hour the booking pages would offer a professional, in SQL, so a directory page gets every
// card's next free hour in its one query (decision 043). It restates open-times.ts (weekly slots on full
// Brasília hours, minus booked starts and unavailabilities, between the lead time and the window's end);
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
      limit 1
    )`
  return sql<Date | null>`(
    select x.first from (
      select ${firstFreeOfDay} as first
      from generate_series(${window.firstDay}::date::timestamp, ${window.lastDay}::date::timestamp, interval '1 day') as d(day)
    ) x
    where x.first is not null
    limit 1
  )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)))
}
