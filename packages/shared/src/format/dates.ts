import { TIME_ZONE } from '../constants'

// Dates as Brazilians type and read them (dd/mm/aaaa), always in Brasília time (docs/product/README.md "Conventions").

export const DATE_FORMAT_ERROR = 'Invalid date format. Use dd/mm/yyyy'
const BIRTH_YEAR_MIN = 1900
const BIRTH_YEAR_MAX = 2029
const TYPED_YEAR_MAX = 2100

export interface CalendarDay {
  year: number
  month: number
  day: number
}

/**
 * 'dd/mm/aaaa' → the calendar day, or null when the text is not a real day of 1900-2029
 * (the 'Data inválida (dd/mm/aaaa)' rule; 31/02 is refused too).
 */
export function parseBrazilianDate(text: string): CalendarDay | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim())
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  if (year < BIRTH_YEAR_MIN || year > BIRTH_YEAR_MAX) return null
  const probe = new Date(Date.UTC(year, month - 1, day))
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null
  return { year, month, day }
}


/**
 * The birthday converter: 'dd/mm/yyyy' → 'yyyy-mm-dd'. Throws 'Invalid date format. Use dd/mm/yyyy'
 * unless day, month and year have 2, 2 and 4 digits.
 */
export function brazilianDateToIso(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim())
  if (!match) throw new Error(DATE_FORMAT_ERROR)
  return `${match[3]}-${match[2]}-${match[1]}`
}

/** 'yyyy-mm-dd' (or an ISO instant's date part) → 'dd/mm/aaaa'; '' for anything else. */
export function isoDateToBrazilian(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '')
  return match ? `${match[3]}/${match[2]}/${match[1]}` : ''
}

/**
 * Mask for a date being typed: keeps digits, inserts the slashes, and cuts a day outside 1-31, a
 * month outside 1-12 or a year over 2100 back to what was valid before the last keystroke.
 */
export function maskDateTyping(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8)
  const day = digits.slice(0, 2)
  const month = digits.slice(2, 4)
  let year = digits.slice(4, 8)
  if (day.length === 2 && (Number(day) < 1 || Number(day) > 31)) return day.slice(0, 1)
  if (month.length === 2 && (Number(month) < 1 || Number(month) > 12)) return `${day}/${month.slice(0, 1)}`
  if (year.length === 4 && Number(year) > TYPED_YEAR_MAX) year = year.slice(0, 3)
  if (digits.length <= 2) return day
  if (digits.length <= 4) return `${day}/${month}`
  return `${day}/${month}/${year}`
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
const dayMonthFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit' })
const weekDayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, weekday: 'long' })

const toDate = (instant: Date | string) => (typeof instant === 'string' ? new Date(instant) : instant)

/** '14:00' in Brasília. */
export function formatTime(instant: Date | string): string {
  return timeFormat.format(toDate(instant))
}

/** '25/12/2026' in Brasília. */
export function formatDate(instant: Date | string): string {
  return dateFormat.format(toDate(instant))
}

/** 'sexta-feira, 25/12' in Brasília, as the session cards head. */
export function formatWeekDayAndDate(instant: Date | string): string {
  const date = toDate(instant)
  return `${weekDayFormat.format(date)}, ${dayMonthFormat.format(date)}`
}

/** 'HH:MM - HH:MM' for a session starting at `start` and lasting `minutes`. */
export function formatTimeRange(start: Date | string, minutes: number): string {
  const from = toDate(start)
  return `${formatTime(from)} - ${formatTime(new Date(from.getTime() + minutes * 60_000))}`
}

/** '0800' → '08:00': weekly slots are stored as four-digit HHMM strings. */
export function formatHhmm(hhmm: string): string {
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * How far `instant` is from `now`: in minutes under an hour, hours under 24 h, days
 * under 365 days, otherwise years — 'em 3 horas', 'há 2 dias'.
 */
export function formatRelative(instant: Date | string, now: Date = new Date()): string {
  const diff = toDate(instant).getTime() - now.getTime()
  const distance = Math.abs(diff)
  let amount: string
  if (distance < HOUR_MS) {
    const minutes = Math.floor(distance / 60_000)
    if (minutes === 0) return 'agora'
    amount = plural(minutes, 'minuto', 'minutos')
  } else if (distance < DAY_MS) amount = plural(Math.floor(distance / HOUR_MS), 'hora', 'horas')
  else if (distance < 365 * DAY_MS) amount = plural(Math.floor(distance / DAY_MS), 'dia', 'dias')
  else amount = plural(Math.floor(distance / (365 * DAY_MS)), 'ano', 'anos')
  return diff > 0 ? `em ${amount}` : `há ${amount}`
}

/** The unit `formatRelative` counts a distance in: minutes, hours, days or years. */
function relativeUnit(distance: number): number {
  if (distance < HOUR_MS) return 60_000
  if (distance < DAY_MS) return HOUR_MS
  if (distance < 365 * DAY_MS) return DAY_MS
  return 365 * DAY_MS
}

/**
 * The first instant after `now` at which `formatRelative(instant, …)` may read differently: the count of
 * its unit goes down (still to come) or up (past). Never later than the real change, sometimes a little
 * earlier ('agora' on both sides of the instant), which is what a page that must not go stale needs.
 */
export function nextRelativeChange(instant: Date | string, now: Date): Date {
  const diff = toDate(instant).getTime() - now.getTime()
  const distance = Math.abs(diff)
  const unit = relativeUnit(distance)
  const step = diff > 0 ? (distance % unit) + 1 : unit - (distance % unit)
  return new Date(now.getTime() + step)
}
