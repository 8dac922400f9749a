import { timeZoneTexts as t } from '../texts/time-zones'
import { BRASILIA_TIME_ZONE, timeZonePlace } from '../time-zones'

// The one formatter of a consultation's hour for a reader in any zone (decision 044): the web's wizard
// and cards and the server's emails all call it. Instants go in (ISO strings or Dates); the zone's offset
// at that instant comes from the runtime's time-zone database (Intl), never from a fixed number, so a
// weekly hour that is 14:00 in Lisbon one week reads 15:00 after Europe's clocks change.

type Instant = Date | string
const toDate = (instant: Instant) => (typeof instant === 'string' ? new Date(instant) : instant)

type Formats = { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat; dayMonth: Intl.DateTimeFormat; weekDay: Intl.DateTimeFormat; isoDay: Intl.DateTimeFormat }
const formatsByZone = new Map<string, Formats>()
function formatsOf(zone: string): Formats {
  let formats = formatsByZone.get(zone)
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat('pt-BR', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      date: new Intl.DateTimeFormat('pt-BR', { timeZone: zone, day: '2-digit', month: '2-digit', year: 'numeric' }),
      dayMonth: new Intl.DateTimeFormat('pt-BR', { timeZone: zone, day: '2-digit', month: '2-digit' }),
      weekDay: new Intl.DateTimeFormat('pt-BR', { timeZone: zone, weekday: 'long' }),
      isoDay: new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    }
    formatsByZone.set(zone, formats)
  }
  return formats
}

/** '14:00' on the zone's clock. */
export function timeIn(instant: Instant, zone: string): string {
  return formatsOf(zone).time.format(toDate(instant))
}

/** '15/03/2027' on the zone's calendar. */
export function dateIn(instant: Instant, zone: string): string {
  return formatsOf(zone).date.format(toDate(instant))
}

/** 'segunda-feira, 15/03' on the zone's calendar, as the session cards head. */
export function weekDayAndDateIn(instant: Instant, zone: string): string {
  const date = toDate(instant)
  const formats = formatsOf(zone)
  return `${formats.weekDay.format(date)}, ${formats.dayMonth.format(date)}`
}

/** The zone's calendar day 'YYYY-MM-DD' of an instant: the wizard groups hours by it. */
export function calendarDayIn(instant: Instant, zone: string): string {
  return formatsOf(zone).isoDay.format(toDate(instant))
}

/** 'HH:MM - HH:MM' on the zone's clock for a session of `minutes`. */
export function timeRangeIn(start: Instant, minutes: number, zone: string): string {
  const from = toDate(start)
  return `${timeIn(from, zone)} - ${timeIn(new Date(from.getTime() + minutes * 60_000), zone)}`
}

/**
 * Whether a reader in `zone` needs Brasília's hour beside their own: only when the two clocks read
 * differently at that instant (Recife's clock matches Brasília's, Lisbon's never does).
 */
export function differsFromBrasilia(instant: Instant, zone: string): boolean {
  const date = toDate(instant)
  return zone !== BRASILIA_TIME_ZONE && (timeIn(date, zone) !== timeIn(date, BRASILIA_TIME_ZONE) || calendarDayIn(date, zone) !== calendarDayIn(date, BRASILIA_TIME_ZONE))
}

/**
 * Brasília's reading of an instant, for beside a local one: the hour alone on the same day ('11:00' or
 * '11:00 - 11:50' with `minutes`), with the day first when Brasília is on another day ('14/03 às 22:00').
 */
export function brasiliaBeside(instant: Instant, zone: string, minutes?: number): string {
  const date = toDate(instant)
  const hours = minutes === undefined ? timeIn(date, BRASILIA_TIME_ZONE) : timeRangeIn(date, minutes, BRASILIA_TIME_ZONE)
  if (calendarDayIn(date, zone) === calendarDayIn(date, BRASILIA_TIME_ZONE)) return hours
  return t.dayAndTime(formatsOf(BRASILIA_TIME_ZONE).dayMonth.format(date), hours)
}

/**
 * An instant's hour for a reader in `zone`: '14:00 em Lisboa (11:00 em Brasília)' when the clocks
 * differ, null when they read the same (the caller keeps its Brasília wording). `local` is what goes
 * before ' em Lisboa' — the hour by default, or e.g. '15/03/2027 às 14:00'.
 */
export function localBesideBrasilia(instant: Instant, zone: string, options: { local?: string; minutes?: number } = {}): string | null {
  if (!differsFromBrasilia(instant, zone)) return null
  const local = options.local ?? (options.minutes === undefined ? timeIn(instant, zone) : timeRangeIn(instant, options.minutes, zone))
  return t.localBesideBrasilia(local, timeZonePlace(zone), brasiliaBeside(instant, zone, options.minutes))
}

/**
 * A day and hour for a reader in `zone`: the one wording of every date-time a patient reads (a
 * consultation, a payment deadline, a receipt, a reminder) — '23/03/2027 às 10:00 em Lisboa (07:00 em
 * Brasília)' when the clocks differ, '23/03/2027 às 07:00 (horário de Brasília)' when they read alike.
 */
export function dateTimeFor(instant: Instant, zone: string): string {
  const local = t.dateAndTime(dateIn(instant, zone), timeIn(instant, zone))
  return localBesideBrasilia(instant, zone, { local }) ?? t.brasiliaLabelled(local)
}

/**
 * An hour alone for a reader in `zone`: '10:00 em Lisboa (07:00 em Brasília)', or '07:00 (horário de
 * Brasília)'; with `minutes`, the range '10:00 - 10:50 em Lisboa (07:00 - 07:50 em Brasília)'.
 */
export function timeFor(instant: Instant, zone: string, minutes?: number): string {
  const local = minutes === undefined ? timeIn(instant, zone) : timeRangeIn(instant, minutes, zone)
  return localBesideBrasilia(instant, zone, { minutes }) ?? t.brasiliaLabelled(local)
}

const partsFormat = new Map<string, Intl.DateTimeFormat>()
/** The zone's wall clock at an instant, as UTC milliseconds of the same reading (for offsets). */
function wallClockMs(instant: Date, zone: string): number {
  let format = partsFormat.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    partsFormat.set(zone, format)
  }
  const part = (type: string) => Number(format.formatToParts(instant).find((p) => p.type === type)?.value)
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'), part('second'))
}

/**
 * The instant the zone's clock reads `hour`:00 on `day` ('YYYY-MM-DD'); hour 24 is the next day's
 * midnight. The offset is the time-zone database's at that instant, never a fixed number.
 */
export function instantAt(day: string, hour: number, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const asUtc = Date.UTC(year, month - 1, date, hour)
  const first = asUtc - (wallClockMs(new Date(asUtc), zone) - asUtc)
  // Once more from the first guess, for a day whose offset differs around the hour.
  return new Date(asUtc - (wallClockMs(new Date(first), zone) - first))
}
