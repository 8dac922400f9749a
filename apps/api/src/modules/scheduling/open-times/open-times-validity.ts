import { addLocalDays, localDateOf, localHourClock, weekDayOfLocalDate } from '../../../lib/brasilia-time'
import { hoursOfSlot, type OpenDay, type OpenTimesInput } from './open-times'

// Until when a computed open-times answer stays right with no write to its data (decision 051). With the
// data fixed, the clock changes the answer in two ways only (open-times.ts): an hour drops out once it is
// closer than the minimum lead time, and an hour comes in once the window's far end reaches it. Days,
// booked hours, unavailable periods and holds only ever remove hours that one of those two rules decides
// about, and waitlist holds lapse by a write of the expiry job, not by the clock in this read.

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * The first instant (epoch ms) at which `days`, computed from `input`, would no longer be the answer for
 * time alone; Infinity when time alone never changes it (no weekly slot at all).
 */
export function openTimesValidUntil(input: OpenTimesInput, days: OpenDay[]): number {
  let until = Infinity
  const first = days[0]?.hours[0]
  // The first offered hour is offered while now + lead <= its start.
  if (first) until = first.start.getTime() - input.minLeadMinutes * MINUTE + 1
  const windowMs = input.windowDays * DAY
  const next = firstSlotHourAfter(input, input.now.getTime() + windowMs)
  // An hour past the window's end comes in once now + window reaches it (booked or not: this errs early).
  if (next !== undefined) until = Math.min(until, next - windowMs)
  return until
}

/** The earliest start of any weekly slot's hour strictly after `after` (a week ahead covers every weekday). */
function firstSlotHourAfter(input: OpenTimesInput, after: number): number | undefined {
  let first: number | undefined
  const startDay = localDateOf(new Date(after))
  for (let offset = 0; offset <= 7 && first === undefined; offset++) {
    const date = addLocalDays(startDay, offset)
    const weekDay = weekDayOfLocalDate(date)
    const hourAt = localHourClock(date)
    for (const slot of input.slots) {
      if (slot.weekDay !== weekDay) continue
      for (const hour of hoursOfSlot(slot)) {
        const start = hourAt(hour).getTime()
        if (start > after && (first === undefined || start < first)) first = start
      }
    }
  }
  return first
}
