import { ADULT_AGE, TIME_ZONE } from '../constants'
import type { CalendarDay } from '../format/dates'
import { validationTexts as t } from '../texts/validation'

// The service is for adults only. One rule for every birthday the product takes (patient and
// professional forms and request bodies); "today" is always given by the caller, so the server
// judges with its injected clock and tests pin the day.

/** Where "now" comes from: the server's injected clock, the browser's clock in forms, a pinned instant in tests. */
export type Now = () => Date

const brasiliaDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day `instant` falls on in Brasília (a birthday is a Brasília day, not a UTC one). */
export function brasiliaDayOf(instant: Date): CalendarDay {
  const [year, month, day] = brasiliaDayFormat.format(instant).split('-').map(Number) as [number, number, number]
  return { year, month, day }
}

const compareDays = (a: CalendarDay, b: CalendarDay) => a.year - b.year || a.month - b.month || a.day - b.day

/**
 * Whole years from `birth` to `today`. Someone born on 29 February has their birthday on 1 March in
 * a common year: on 28 February they are still a year younger.
 */
export function ageOn(birth: CalendarDay, today: CalendarDay): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day)
  return today.year - birth.year - (beforeBirthday ? 1 : 0)
}

/** The message refusing `birth` as of `today`, or undefined when the person is an adult. */
export function adultBirthdayMessage(birth: CalendarDay, today: CalendarDay): string | undefined {
  if (compareDays(birth, today) > 0) return t.birthdayFuture
  if (ageOn(birth, today) < ADULT_AGE) return t.birthdayUnderage
  return undefined
}
