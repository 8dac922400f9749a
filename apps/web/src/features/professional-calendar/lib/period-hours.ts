import type { UnavailabilityDto } from '@acolhe/shared/api/calendar'
import { formatDate, formatTime } from '@acolhe/shared/format/dates'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'

// A period of unavailability covers whole Brasília days (its end is the last millisecond of its last
// day) or, when the professional blocks only some hours, runs between two full Brasília hours.

export type PeriodHours = { from: number; to: number }

const hourOf = (instant: string) => Number(formatTime(instant).slice(0, 2))

/** The period's hours when it is part of a day (or days); null for whole days. */
export function periodHours(period: Pick<UnavailabilityDto, 'start_date' | 'end_date'>): PeriodHours | null {
  const wholeDays = formatTime(period.start_date) === '00:00' && formatTime(period.end_date) === '23:59'
  return wholeDays ? null : { from: hourOf(period.start_date), to: hourOf(period.end_date) }
}

/** How the list and the delete confirmation name the period: its days, with its hours when partial. */
export function periodLabel(period: Pick<UnavailabilityDto, 'start_date' | 'end_date'>): string {
  if (!periodHours(period)) return t.dateRange(formatDate(period.start_date), formatDate(period.end_date))
  return t.partialRange(formatDate(period.start_date), formatTime(period.start_date), formatDate(period.end_date), formatTime(period.end_date))
}
