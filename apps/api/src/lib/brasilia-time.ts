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

export function localDateOf(instant: Date): LocalDate {
  const local = toLocal(instant)
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`
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
  return instantAtLocal(date, 0)
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
