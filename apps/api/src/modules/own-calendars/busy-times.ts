import { TZDate } from '@date-fns/tz'
import ICAL from 'ical.js'
import { TIME_ZONE } from '../../lib/brasilia-time'

// The busy intervals of an iCalendar text between two instants (decision 087). ical.js (Mozilla's parser)
// parses and walks the recurrence rules (RRULE, RDATE, EXDATE); this file decides what blocks: an event's
// time only — never its title or attendees — unless it is cancelled, transparent (TRANSP:TRANSPARENT) or
// declined by the professional (their ATTENDEE with PARTSTAT=DECLINED). Wall-clock times are turned into
// instants with the IANA zone the TZID names (the platform's current rules, right across daylight-saving
// changes abroad), else with the file's own VTIMEZONE, else — a floating time or an all-day date — in
// Brasília, where the professional's week is laid out.

export type BusyInterval = { start: Date; end: Date }

/** An expansion stops after this many occurrences of one event: a malformed or hostile rule cannot stall a sync. */
const MAX_OCCURRENCES = 20_000

function isIanaZone(tzid: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tzid })
    return true
  } catch {
    return false
  }
}

/** A wall-clock time (or date) of the file as an instant. */
function instantOf(time: ICAL.Time, tzid: string | null): number {
  if (time.isDate) return new TZDate(time.year, time.month - 1, time.day, 0, 0, 0, TIME_ZONE).getTime()
  if (time.zone === ICAL.Timezone.utcTimezone) return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)
  if (tzid && isIanaZone(tzid)) return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, tzid).getTime()
  // A TZID that is not an IANA name (Outlook writes Windows names) is read with the VTIMEZONE the file carries.
  if (tzid && time.zone && time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000
  return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, TIME_ZONE).getTime()
}

function tzidOf(component: ICAL.Component, property: string): string | null {
  const value = component.getFirstProperty(property)?.getParameter('tzid')
  return typeof value === 'string' ? value : null
}

/** Whether this event (or occurrence override) takes time in the professional's calendar at all. */
function blocks(component: ICAL.Component, ownAddresses: ReadonlySet<string>): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase()
  if (status === 'CANCELLED') return false
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase()
  if (transparency === 'TRANSPARENT') return false
  for (const attendee of component.getAllProperties('attendee')) {
    const address = String(attendee.getFirstValue() ?? '').replace(/^mailto:/i, '').trim().toLowerCase()
    const partstat = String(attendee.getParameter('partstat') ?? '').toUpperCase()
    if (partstat === 'DECLINED' && ownAddresses.has(address)) return false
  }
  return true
}

/** Milliseconds the event lasts: DTEND − DTSTART in wall-clock terms, or DURATION, or a day for a date. */
function lengthOf(event: ICAL.Event, component: ICAL.Component): number {
  const start = event.startDate
  if (component.hasProperty('dtend')) {
    const end = event.endDate
    return instantOf(end, tzidOf(component, 'dtend')) - instantOf(start, tzidOf(component, 'dtstart'))
  }
  if (component.hasProperty('duration')) return event.duration.toSeconds() * 1000
  return start.isDate ? 24 * 3_600_000 : 0
}

/** The instant an occurrence starts, its end following the event's length in wall-clock days for all-day events. */
function intervalAt(occurrence: ICAL.Time, event: ICAL.Event, component: ICAL.Component): BusyInterval {
  const tzid = tzidOf(component, 'dtstart')
  const start = instantOf(occurrence, tzid)
  if (occurrence.isDate) {
    // An all-day event covers whole Brasília days, also across a daylight-saving change there.
    const days = Math.max(1, Math.round(lengthOf(event, component) / (24 * 3_600_000)))
    const last = occurrence.clone()
    last.adjust(days, 0, 0, 0)
    return { start: new Date(start), end: new Date(instantOf(last, tzid)) }
  }
  return { start: new Date(start), end: new Date(start + lengthOf(event, component)) }
}

function overlaps(interval: BusyInterval, from: number, to: number): boolean {
  return interval.end.getTime() > from && interval.start.getTime() < to && interval.end > interval.start
}

/**
 * Every busy interval of `icsText` overlapping [from, to), sorted and merged where they overlap.
 * `ownAddresses`: the professional's e-mail addresses, lower case (an invitation they declined does not block).
 * Throws when the text is not iCalendar.
 */
export function busyIntervalsOf(icsText: string, from: Date, to: Date, ownAddresses: ReadonlySet<string>): BusyInterval[] {
  const root = new ICAL.Component(ICAL.parse(icsText))
  const calendars = root.name === 'vcalendar' ? [root] : root.getAllSubcomponents('vcalendar')
  const intervals: BusyInterval[] = []
  for (const calendar of calendars) intervals.push(...intervalsOfCalendar(calendar, from.getTime(), to.getTime(), ownAddresses))
  return mergeIntervals(intervals)
}

function intervalsOfCalendar(calendar: ICAL.Component, from: number, to: number, ownAddresses: ReadonlySet<string>): BusyInterval[] {
  // The file's own zone definitions, for TZIDs that are not IANA names. The service is process-wide: each
  // file registers its own just before it is read (synchronously), so one file never reads another's.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  // A recurring event and its overrides (RECURRENCE-ID) share a UID: the overrides replace single occurrences.
  const byUid = new Map<string, { master?: ICAL.Component; overrides: ICAL.Component[] }>()
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const uid = String(component.getFirstPropertyValue('uid') ?? `no-uid-${byUid.size}`)
    const group = byUid.get(uid) ?? { overrides: [] }
    if (component.hasProperty('recurrence-id')) group.overrides.push(component)
    else group.master = component
    byUid.set(uid, group)
  }
  const intervals: BusyInterval[] = []
  for (const { master, overrides } of byUid.values()) {
    const replaced = new Set<number>()
    for (const override of overrides) {
      const event = new ICAL.Event(override)
      replaced.add(instantOf(event.recurrenceId, tzidOf(override, 'recurrence-id')))
      if (!override.hasProperty('dtstart') || !blocks(override, ownAddresses)) continue
      const interval = intervalAt(event.startDate, event, override)
      if (overlaps(interval, from, to)) intervals.push(interval)
    }
    if (!master || !master.hasProperty('dtstart') || !blocks(master, ownAddresses)) continue
    intervals.push(...occurrencesOf(master, replaced, from, to))
  }
  return intervals
}

function occurrencesOf(master: ICAL.Component, replaced: ReadonlySet<number>, from: number, to: number): BusyInterval[] {
  const event = new ICAL.Event(master)
  if (!event.isRecurring()) {
    const interval = intervalAt(event.startDate, event, master)
    return overlaps(interval, from, to) ? [interval] : []
  }
  // EXDATEs are also checked as instants here: one written in UTC against a DTSTART in a zone still matches.
  const excluded = new Set<number>()
  for (const exdate of master.getAllProperties('exdate')) {
    const tzid = exdate.getParameter('tzid')
    for (const value of exdate.getValues()) {
      if (value instanceof ICAL.Time) excluded.add(instantOf(value, typeof tzid === 'string' ? tzid : null))
    }
  }
  const intervals: BusyInterval[] = []
  const iterator = event.iterator()
  for (let count = 0; count < MAX_OCCURRENCES; count += 1) {
    const next = iterator.next()
    if (!next) break
    const interval = intervalAt(next, event, master)
    if (interval.start.getTime() >= to) break
    const key = interval.start.getTime()
    if (replaced.has(key) || excluded.has(key)) continue
    if (overlaps(interval, from, to)) intervals.push(interval)
  }
  return intervals
}

/** Sorted by start, overlapping or touching intervals joined: the smallest list that blocks the same hours. */
export function mergeIntervals(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime())
  const merged: BusyInterval[] = []
  for (const interval of sorted) {
    const last = merged.at(-1)
    if (last && interval.start.getTime() <= last.end.getTime()) {
      if (interval.end > last.end) merged[merged.length - 1] = { start: last.start, end: interval.end }
    } else {
      merged.push({ start: interval.start, end: interval.end })
    }
  }
  return merged
}
