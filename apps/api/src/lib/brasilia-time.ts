import { TZDate } from '@date-fns/tz'

// The one place where instants become Brasília days and hours (and back). Offsets come from the
// time-zone database, never from a fixed "-03:00", so a future DST rule change is absorbed.
export const TIME_ZONE = 'America/Sao_Paulo'

/** A calendar day in Brasília, 'YYYY-MM-DD'. */
export type LocalDate = string

const pad = (n: number) => String(n).padStart(2, '0')

export function toLocal(instant: Date): TZDate {
  return new TZDate(instant.getTime(), TIME_ZONE)
}

// The Brasília day last asked for, with the instants it spans: a request asks for "today" several times
// (the tabs, the start window), and a time-zone lookup costs tens of microseconds each time.
let lastDay: { date: LocalDate; from: number; to: number } | undefined

export function localDateOf(instant: Date): LocalDate {
  const time = instant.getTime()
  if (lastDay && time >= lastDay.from && time < lastDay.to) return lastDay.date
  const local = toLocal(instant)
  const date = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
  // Every instant from this day's midnight up to the next one is on this day.
  lastDay = { date, from: midnightOf(date), to: midnightOf(addLocalDays(date, 1)) }
  return date
}

/** 0 = Sunday … 6 = Saturday, in Brasília. */
export function localWeekDayOf(instant: Date): number {
  return toLocal(instant).getDay()
}

export function localHourOf(instant: Date): number {
  return toLocal(instant).getHours()
}

function parseLocalDate(date: LocalDate): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) throw new Error(`invalid local date ${date}`)
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
}

/** The instant of `hour:minute` on a Brasília calendar day. */
export function instantAtLocal(date: LocalDate, hour: number, minute = 0): Date {
  const [y, m, d] = parseLocalDate(date)
  return new Date(new TZDate(y, m, d, hour, minute, TIME_ZONE).getTime())
}

export function startOfLocalDay(date: LocalDate): Date {
  return new Date(midnightOf(date))
}

export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = parseLocalDate(date)
  const next = new Date(Date.UTC(y, m, d + days))
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

export function weekDayOfLocalDate(date: LocalDate): number {
  const [y, m, d] = parseLocalDate(date)
  return new Date(Date.UTC(y, m, d)).getUTCDay()
}

const HOUR_MS = 3_600_000

// A day's midnight never moves while the process runs (the time-zone data is loaded once), so it is
// remembered; the bound only keeps a long-running process from growing it without end.
const midnights = new Map<LocalDate, number>()
function midnightOf(date: LocalDate): number {
  let instant = midnights.get(date)
  if (instant === undefined) {
    if (midnights.size >= 2_000) midnights.clear()
    instant = instantAtLocal(date, 0).getTime()
    midnights.set(date, instant)
  }
  return instant
}

/**
 * The instants of whole hours on one Brasília day, for laying out many hours at once. A time-zone lookup
 * (a TZDate) costs tens of microseconds; on a day whose offset is the same at both ends and that lasts
 * 24 hours there is no transition inside it, so hour h is simply midnight + h hours: two lookups per day
 * instead of one per hour, and
 * none once the day's midnight is known. A day with a transition (Brazil's DST until 2019, or any future rule) takes
 * every hour from the time-zone database, exactly as `instantAtLocal` does.
 */
export function localHourClock(date: LocalDate): (hour: number) => Date {
  const [y, m, d] = parseLocalDate(date)
  const midnight = midnightOf(date)
  const nextMidnight = midnightOf(addLocalDays(date, 1))
  const offsetAtStart = Date.UTC(y, m, d) - midnight
  const offsetAtEnd = Date.UTC(y, m, d + 1) - nextMidnight
  if (offsetAtStart !== offsetAtEnd || nextMidnight - midnight !== 24 * HOUR_MS) return (hour) => instantAtLocal(date, hour)
  return (hour) => new Date(midnight + hour * HOUR_MS)
}
