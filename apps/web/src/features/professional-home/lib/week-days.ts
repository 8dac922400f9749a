import { TIME_ZONE } from '@acolhe/shared/constants'

// The Brasília days of a week (Monday first, as Brazilian agendas read), as 'YYYY-MM-DD'.

const DAY_MS = 86_400_000

/** 'YYYY-MM-DD' of the Brasília day `now` falls on. */
export function brasiliaDayOf(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now)
}

/** The seven days of the week holding `day`, shifted by `weeks`, Monday to Sunday. */
export function weekDays(day: string, weeks: number): string[] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const noon = Date.UTC(y, m - 1, d, 12)
  const sinceMonday = (new Date(noon).getUTCDay() + 6) % 7
  const monday = noon - sinceMonday * DAY_MS + weeks * 7 * DAY_MS
  return Array.from({ length: 7 }, (_, i) => new Date(monday + i * DAY_MS).toISOString().slice(0, 10))
}

/** '02/12' of a 'YYYY-MM-DD' day. */
export function dayMonth(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`
}
