import type { WaitlistModality } from '@acolhe/shared/schemas/waitlist'
import { localHourOf, localWeekDayOf } from '../../lib/brasilia-time'
import type { OpenHour, WeeklySlot } from '../scheduling/open-times/open-times'
import { hoursOfSlot } from '../scheduling/open-times/open-times'

// What a patient may wait for with one professional (decision 041), pure: the wizard shows these and
// POST /waitlist accepts only these, so joining is never offered where booking is possible.

export type WeeklyHour = { weekDay: number; hour: number }

/** The weekly hours the professional works (Brasília), sorted by weekday and hour. */
export function weeklyHoursOf(slots: Pick<WeeklySlot, 'weekDay' | 'startTime' | 'endTime'>[]): WeeklyHour[] {
  const seen = new Set<number>()
  const hours: WeeklyHour[] = []
  for (const slot of slots) {
    for (const hour of hoursOfSlot(slot)) {
      const key = slot.weekDay * 24 + hour
      if (seen.has(key)) continue
      seen.add(key)
      hours.push({ weekDay: slot.weekDay, hour })
    }
  }
  return hours.sort((a, b) => a.weekDay - b.weekDay || a.hour - b.hour)
}

/** Whether an instant falls on an entry's weekly hour (an entry without one matches every hour). */
export function matchesWeeklyHour(wish: { weekDay: number | null; hour: number | null }, start: Date): boolean {
  if (wish.weekDay === null || wish.hour === null) return true
  return localWeekDayOf(start) === wish.weekDay && localHourOf(start) === wish.hour
}

/**
 * Any hour only when nothing is open in the booking window; a weekly hour only when none of its dates in
 * the window is open (otherwise the patient books it).
 */
export function waitlistOptions(slots: Pick<WeeklySlot, 'weekDay' | 'startTime' | 'endTime'>[], open: Pick<OpenHour, 'start'>[]) {
  const weekly = weeklyHoursOf(slots)
  return {
    anyHour: weekly.length > 0 && open.length === 0,
    hours: weekly.filter((w) => !open.some((o) => matchesWeeklyHour(w, o.start))),
    weekly,
  }
}

/** The modalities a patient may prefer with a professional of this service modality. */
export function modalitiesFor(serviceModality: string): WaitlistModality[] {
  if (serviceModality === 'FULL_REMOTE') return ['ONLINE']
  if (serviceModality === 'FULL_PRESENCIAL') return ['IN_PERSON']
  return ['ANY', 'ONLINE', 'IN_PERSON']
}
