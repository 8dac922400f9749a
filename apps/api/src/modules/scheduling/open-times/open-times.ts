import {
  addLocalDays,
  localDateOf,
  localHourClock,
  weekDayOfLocalDate,
  type LocalDate,
} from '../../../lib/brasilia-time'

// Pure slot computation: no I/O, no clock. See docs/scheduling.md for the algorithm.

export type WeeklySlot = { id: string; weekDay: number; startTime: string; endTime: string; socialRate?: boolean }
export type Period = { startDate: Date; endDate: Date }

export type OpenTimesInput = {
  now: Date
  slots: WeeklySlot[]
  unavailabilities: Period[]
  /** Starts of the professional's non-cancelled sessions. */
  bookedStarts: Date[]
  sessionMinutes: number
  minLeadMinutes: number
  windowDays: number
}

export type OpenHour = { start: Date; end: Date; slotId: string }
export type OpenDay = { date: LocalDate; weekDay: number; hours: OpenHour[] }

const MINUTE = 60_000

export function hourOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2))
}

/** The full hours a weekly slot offers: a session must end (50 min) before the slot does. */
export function hoursOfSlot(slot: Pick<WeeklySlot, 'startTime' | 'endTime'>): number[] {
  const hours: number[] = []
  for (let h = hourOf(slot.startTime); h < hourOf(slot.endTime); h += 1) hours.push(h)
  return hours
}

function overlapsAny(start: Date, end: Date, periods: Period[]): boolean {
  return periods.some((p) => start < p.endDate && end > p.startDate)
}

type Window = { earliest: Date; latest: Date; booked: Set<number>; slotsByWeekDay: Map<number, WeeklySlot[]> }

function windowOf(input: OpenTimesInput): Window {
  const slotsByWeekDay = new Map<number, WeeklySlot[]>()
  for (const slot of input.slots) {
    const list = slotsByWeekDay.get(slot.weekDay) ?? []
    list.push(slot)
    slotsByWeekDay.set(slot.weekDay, list)
  }
  return {
    earliest: new Date(input.now.getTime() + input.minLeadMinutes * MINUTE),
    latest: new Date(input.now.getTime() + input.windowDays * 24 * 60 * MINUTE),
    booked: new Set(input.bookedStarts.map((d) => d.getTime())),
    slotsByWeekDay,
  }
}

function openHoursOn(date: LocalDate, input: OpenTimesInput, window: Window): OpenHour[] {
  const hours: OpenHour[] = []
  const slots = window.slotsByWeekDay.get(weekDayOfLocalDate(date))
  if (!slots) return hours
  const hourAt = localHourClock(date)
  for (const slot of slots) {
    for (const hour of hoursOfSlot(slot)) {
      const start = hourAt(hour)
      const end = new Date(start.getTime() + input.sessionMinutes * MINUTE)
      if (start < window.earliest || start > window.latest) continue
      if (window.booked.has(start.getTime())) continue
      if (overlapsAny(start, end, input.unavailabilities)) continue
      hours.push({ start, end, slotId: slot.id })
    }
  }
  hours.sort((a, b) => a.start.getTime() - b.start.getTime())
  return dedupeByStart(hours)
}

/** Every open hour of the bookable window, grouped by Brasília day; days without hours are left out. */
export function computeOpenTimes(input: OpenTimesInput): OpenDay[] {
  const window = windowOf(input)
  const days: OpenDay[] = []
  const lastDay = localDateOf(window.latest)
  for (let date = localDateOf(window.earliest); date <= lastDay; date = addLocalDays(date, 1)) {
    const hours = openHoursOn(date, input, window)
    if (hours.length > 0) days.push({ date, weekDay: weekDayOfLocalDate(date), hours })
  }
  return days
}

/** Two overlapping weekly slots must not offer one hour twice (the API also refuses overlaps). */
function dedupeByStart(hours: OpenHour[]): OpenHour[] {
  return hours.filter((h, i) => i === 0 || h.start.getTime() !== hours[i - 1]!.start.getTime())
}

/** Whether one exact start is offered — booking checks with the same computation as the listing. */
export function findOpenStart(input: OpenTimesInput, start: Date): OpenHour | undefined {
  const hours = openHoursOn(localDateOf(start), input, windowOf(input))
  return hours.find((h) => h.start.getTime() === start.getTime())
}
