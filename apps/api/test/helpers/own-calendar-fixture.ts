// A professional's own week as calendar apps write it, for the busy-time tests: the clock is pinned to
// Monday 2 March 2026, 09:00 in Brasília, so the 60-day window crosses New York's change to daylight time
// (8 March) and Lisbon's (29 March) while Brasília keeps UTC−3.

export const CALENDAR_NOW = '2026-03-02T12:00:00.000Z'

const lines = (...rows: string[]) => `${rows.join('\r\n')}\r\n`

/**
 * The iCal address (as Google writes it): a weekly supervision on Tuesdays 08:00–09:00 New York time
 * with one week removed (EXDATE 17 March) and one moved to Wednesday (RECURRENCE-ID 24 March → 25 March),
 * an all-day event (Thursday 12 March), a transparent event (Monday 9 March, 14:00 Brasília) and an
 * invitation the professional declined (Tuesday 10 March, 16:00 Brasília).
 */
export function googleCalendarIcs(professionalEmail: string): string {
  return lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0400',
    'TZNAME:EDT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'TZNAME:EST',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    'UID:supervisao@example.com',
    'DTSTAMP:20260201T000000Z',
    'DTSTART;TZID=America/New_York:20260203T080000',
    'DTEND;TZID=America/New_York:20260203T090000',
    'RRULE:FREQ=WEEKLY;BYDAY=TU',
    'EXDATE;TZID=America/New_York:20260317T080000',
    'SUMMARY:Supervisão clínica',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:supervisao@example.com',
    'DTSTAMP:20260201T000000Z',
    'RECURRENCE-ID;TZID=America/New_York:20260324T080000',
    'DTSTART;TZID=America/New_York:20260325T080000',
    'DTEND;TZID=America/New_York:20260325T090000',
    'SUMMARY:Supervisão clínica (remarcada)',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:feriado@example.com',
    'DTSTAMP:20260201T000000Z',
    'DTSTART;VALUE=DATE:20260312',
    'DTEND;VALUE=DATE:20260313',
    'SUMMARY:Congresso',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:lembrete@example.com',
    'DTSTAMP:20260201T000000Z',
    'DTSTART:20260309T170000Z',
    'DTEND:20260309T180000Z',
    'TRANSP:TRANSPARENT',
    'SUMMARY:Lembrete: pagar aluguel',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:convite@example.com',
    'DTSTAMP:20260201T000000Z',
    'DTSTART:20260310T190000Z',
    'DTEND:20260310T200000Z',
    'ORGANIZER:mailto:colega@example.com',
    `ATTENDEE;CN=Terapeuta;PARTSTAT=DECLINED:mailto:${professionalEmail}`,
    'SUMMARY:Reunião recusada',
    'END:VEVENT',
    'END:VCALENDAR',
  )
}

/**
 * The CalDAV account's events, one resource each: a weekly group on Fridays 15:00–16:00 Lisbon time (no
 * VTIMEZONE: the IANA name alone) without 20 March and with 10 April moved to 17:00; an all-day event on
 * Monday 6 April; a transparent event (Wednesday 1 April, 11:00 Brasília); and a single appointment on
 * Thursday 19 March, 13:30–14:15 Brasília, over parts of two hours.
 */
export const caldavEvents: Record<string, string> = {
  'grupo.ics': lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Apple Inc.//macOS 15.0//EN',
    'BEGIN:VEVENT',
    'UID:grupo@example.com',
    'DTSTAMP:20260201T000000Z',
    'DTSTART;TZID=Europe/Lisbon:20260206T150000',
    'DTEND;TZID=Europe/Lisbon:20260206T160000',
    'RRULE:FREQ=WEEKLY;BYDAY=FR',
    'EXDATE;TZID=Europe/Lisbon:20260320T150000',
    'SUMMARY:Grupo de estudos',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:grupo@example.com',
    'DTSTAMP:20260201T000000Z',
    'RECURRENCE-ID;TZID=Europe/Lisbon:20260410T150000',
    'DTSTART;TZID=Europe/Lisbon:20260410T170000',
    'DTEND;TZID=Europe/Lisbon:20260410T180000',
    'SUMMARY:Grupo de estudos (mais tarde)',
    'END:VEVENT',
    'END:VCALENDAR',
  ),
  'viagem.ics': lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Apple Inc.//macOS 15.0//EN',
    'BEGIN:VEVENT',
    'UID:viagem@example.com',
    'DTSTAMP:20260201T000000Z',
    'DTSTART;VALUE=DATE:20260406',
    'DTEND;VALUE=DATE:20260407',
    'SUMMARY:Viagem',
    'END:VEVENT',
    'END:VCALENDAR',
  ),
  'livre.ics': lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Apple Inc.//macOS 15.0//EN',
    'BEGIN:VEVENT',
    'UID:livre@example.com',
    'DTSTAMP:20260201T000000Z',
    'DTSTART:20260401T140000Z',
    'DTEND:20260401T150000Z',
    'TRANSP:TRANSPARENT',
    'SUMMARY:Horário livre marcado',
    'END:VEVENT',
    'END:VCALENDAR',
  ),
  'dentista.ics': lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Apple Inc.//macOS 15.0//EN',
    'BEGIN:VEVENT',
    'UID:dentista@example.com',
    'DTSTAMP:20260201T000000Z',
    'DTSTART;TZID=America/Sao_Paulo:20260319T133000',
    'DTEND;TZID=America/Sao_Paulo:20260319T141500',
    'SUMMARY:Dentista',
    'END:VEVENT',
    'END:VCALENDAR',
  ),
}

/** 'YYYY-MM-DD' of a Brasília date and the Brasília hours its own calendars take, written out by hand. */
export type BlockedHours = Map<string, number[] | 'all'>

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The hours the iCal address blocks in the window (the New York supervision, the all-day Thursday). */
export function hoursBlockedByGoogle(): BlockedHours {
  const blocked: BlockedHours = new Map()
  for (let day = new Date(Date.UTC(2026, 2, 3)); day < new Date(Date.UTC(2026, 4, 2)); day = new Date(day.getTime() + 7 * 86_400_000)) {
    const date = isoDay(day)
    if (date === '2026-03-17' || date === '2026-03-24') continue
    // 08:00 in New York is 10:00 in Brasília on standard time (UTC−5) and 09:00 from 8 March (UTC−4).
    blocked.set(date, [date < '2026-03-08' ? 10 : 9])
  }
  blocked.set('2026-03-25', [9])
  blocked.set('2026-03-12', 'all')
  return blocked
}

/** The hours the CalDAV account blocks in the window (the Lisbon group, the trip, the dentist). */
export function hoursBlockedByCalDav(): BlockedHours {
  const blocked: BlockedHours = new Map()
  for (let day = new Date(Date.UTC(2026, 2, 6)); day < new Date(Date.UTC(2026, 4, 2)); day = new Date(day.getTime() + 7 * 86_400_000)) {
    const date = isoDay(day)
    if (date === '2026-03-20') continue
    // 15:00 in Lisbon is 12:00 in Brasília in winter (UTC+0) and 11:00 from 29 March (UTC+1); 10 April moved to 17:00 = 13:00.
    blocked.set(date, [date === '2026-04-10' ? 13 : date < '2026-03-29' ? 12 : 11])
  }
  blocked.set('2026-04-06', 'all')
  blocked.set('2026-03-19', [13, 14])
  return blocked
}
