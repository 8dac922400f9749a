// iCalendar (RFC 5545) for a consultation. One stable UID per session and an increasing SEQUENCE let
// calendar apps update the same event on a change and remove it on cancellation.

export type CalendarEvent = {
  sessionId: string
  sequence: number
  start: Date
  minutes: number
  summary: string
  description: string
  location: string
  organizerEmail: string
  attendeeEmail: string
  attendeeName: string
  /** REQUEST creates or updates the event; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL'
  stamp: Date
}

export const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** TEXT values escape backslash, semicolon, comma and line breaks. */
export const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets are folded with CRLF + space (UTF-8 characters are never split). */
export function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current)
      current = char
    } else current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function sessionUid(sessionId: string): string {
  return `sessao-${sessionId}@acolhe`
}

export function buildIcs(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Acolhe//Consultas//PT-BR',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${sessionUid(event.sessionId)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    `ORGANIZER;CN=Acolhe:mailto:${event.organizerEmail}`,
    `ATTENDEE;CN=${text(event.attendeeName)};ROLE=REQ-PARTICIPANT:mailto:${event.attendeeEmail}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
