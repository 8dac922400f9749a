import { sql, type SQL } from 'drizzle-orm'
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
 * A correlated scalar subquery on `professionals`. The candidate hours are listed and sorted first
 * (`offset 0` keeps PostgreSQL from merging the filters into that list), then tested one by one until the
 * first free one: usually the first candidate, so the index probes are few.
 */
export function nextFreeHourOf(window: NextFreeWindow): SQL<Date | null> {
  const days = sql`generate_series(
      (${window.firstDay}::date + ((${availabilitySlots.weekDay} - ${window.firstWeekDay} + 7) % 7))::timestamp,
      ${window.lastDay}::date::timestamp,
      interval '7 days')`
  const hours = sql`generate_series(substr(${availabilitySlots.startTime}, 1, 2)::int, substr(${availabilitySlots.endTime}, 1, 2)::int - 1)`
  return sql<Date | null>`(
    select c.start from (
      select distinct (d.day + make_interval(hours => h.hour)) at time zone ${TIME_ZONE} as start
      from ${availabilitySlots}
      cross join lateral ${days} as d(day)
      cross join lateral ${hours} as h(hour)
      where ${availabilitySlots.professionalId} = ${professionals.id} and ${availabilitySlots.deletedAt} is null
      order by 1
      offset 0
    ) c
    where c.start >= ${window.earliest.toISOString()}::timestamptz and c.start <= ${window.latest.toISOString()}::timestamptz
      and not exists (
        select 1 from ${sessions}
        where ${sessions.professionalId} = ${professionals.id} and ${sessions.selectedDate} = c.start and ${sessions.status} <> 'CANCELLED')
      and not exists (
        select 1 from ${unavailabilities}
        where ${unavailabilities.professionalId} = ${professionals.id}
          and ${unavailabilities.startDate} < c.start + make_interval(mins => ${window.sessionMinutes})
          and ${unavailabilities.endDate} > c.start)
    limit 1
  )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)))
}
