import { describe, expect, it } from 'vitest'
import { busyIntervalsOf, mergeIntervals } from './busy-times'

// The cases calendar apps write that the Radicale test (apps/api/test/own-calendars.test.ts) does not:
// Outlook's Windows zone names, EXDATEs in UTC, cancelled occurrences, DURATION, floating times.

const calendar = (...rows: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...rows, 'END:VCALENDAR'].join('\r\n')
const FROM = new Date('2026-03-02T03:00:00Z')
const TO = new Date('2026-04-02T03:00:00Z')
const iso = (intervals: { start: Date; end: Date }[]) => intervals.map((i) => [i.start.toISOString(), i.end.toISOString()])

describe('busy intervals of an iCalendar text', () => {
  it('reads a Windows zone name (Outlook) with the VTIMEZONE the file carries, across its DST change', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:Eastern Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART;TZID=Eastern Standard Time:20260303T080000',
      'DTEND;TZID=Eastern Standard Time:20260303T090000',
      'RRULE:FREQ=WEEKLY;COUNT=2',
      'END:VEVENT',
    )
    expect(iso(busyIntervalsOf(text, FROM, TO, new Set()))).toEqual([
      ['2026-03-03T13:00:00.000Z', '2026-03-03T14:00:00.000Z'],
      ['2026-03-10T12:00:00.000Z', '2026-03-10T13:00:00.000Z'],
    ])
  })

  it('removes an occurrence named by an EXDATE in UTC, and one whose override is cancelled', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:b',
      'DTSTART;TZID=America/Sao_Paulo:20260302T140000',
      'DURATION:PT30M',
      'RRULE:FREQ=DAILY;COUNT=4',
      'EXDATE:20260303T170000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b',
      'RECURRENCE-ID;TZID=America/Sao_Paulo:20260304T140000',
      'DTSTART;TZID=America/Sao_Paulo:20260304T140000',
      'DURATION:PT30M',
      'STATUS:CANCELLED',
      'END:VEVENT',
    )
    expect(iso(busyIntervalsOf(text, FROM, TO, new Set()))).toEqual([
      ['2026-03-02T17:00:00.000Z', '2026-03-02T17:30:00.000Z'],
      ['2026-03-05T17:00:00.000Z', '2026-03-05T17:30:00.000Z'],
    ])
  })

  it('reads a floating time in Brasília, and ignores an invitation declined by one of the professional’s addresses only', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:c',
      'DTSTART:20260306T100000',
      'DTEND:20260306T110000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:d',
      'DTSTART:20260306T200000Z',
      'DTEND:20260306T210000Z',
      'ATTENDEE;PARTSTAT=DECLINED:mailto:Outra@Example.com',
      'ATTENDEE;PARTSTAT=ACCEPTED:mailto:eu@example.com',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:e',
      'DTSTART:20260307T200000Z',
      'DTEND:20260307T210000Z',
      'ATTENDEE;PARTSTAT=DECLINED:mailto:EU@example.com',
      'END:VEVENT',
    )
    expect(iso(busyIntervalsOf(text, FROM, TO, new Set(['eu@example.com'])))).toEqual([
      ['2026-03-06T13:00:00.000Z', '2026-03-06T14:00:00.000Z'],
      ['2026-03-06T20:00:00.000Z', '2026-03-06T21:00:00.000Z'],
    ])
  })

  it('throws on a text that is not iCalendar', () => {
    expect(() => busyIntervalsOf('<html>login</html>', FROM, TO, new Set())).toThrow()
  })

  it('merges overlapping and touching intervals', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 2, 2, h))
    expect(iso(mergeIntervals([{ start: at(12), end: at(13) }, { start: at(10), end: at(11) }, { start: at(11), end: at(12) }, { start: at(15), end: at(16) }]))).toEqual([
      [at(10).toISOString(), at(13).toISOString()],
      [at(15).toISOString(), at(16).toISOString()],
    ])
  })
})
