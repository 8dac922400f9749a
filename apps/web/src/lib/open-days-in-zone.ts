import type { OpenTimesDto } from '@acolhe/shared/api/session'
import { calendarDayIn } from '@acolhe/shared/format/zoned-time'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'

type OpenDay = OpenTimesDto['professionalAvailability']['availability'][number]

/**
 * The server's open hours (grouped by Brasília day) regrouped by the reader's own calendar days
 * (decision 044): 22:00 on a Sunday in Brasília is 02:00 on Monday in Lisbon, so a patient there finds
 * it under Monday. The hours and their instants are the server's; only the grouping follows the zone.
 */
export function openDaysInZone(days: readonly OpenDay[], zone: string): OpenDay[] {
  if (zone === BRASILIA_TIME_ZONE) return [...days]
  const byDay = new Map<string, OpenDay['hours']>()
  for (const hour of days.flatMap((day) => day.hours).sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))) {
    const day = calendarDayIn(hour.start_time, zone)
    byDay.set(day, [...(byDay.get(day) ?? []), hour])
  }
  return [...byDay].map(([date, hours]) => ({ date, week_day: new Date(`${date}T12:00:00Z`).getUTCDay(), hours }))
}
