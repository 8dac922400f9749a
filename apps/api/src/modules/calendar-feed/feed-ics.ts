import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { calendarFeedApiTexts as t } from '@acolhe/shared/texts/professional-agenda'
import { fold, text, utc } from '../notifications/ics'
import type { listFeedSessions } from './calendar-feed.repository'

type FeedSession = Awaited<ReturnType<typeof listFeedSessions>>[number]

/** Where the consultation happens: the meeting link, or the clinic's address. */
function placeOf(session: FeedSession): string {
  if (session.isOnline) return session.meetsUrl ? t.onlineWithLink(session.meetsUrl) : t.online
  const street = session.streetName ? `${session.streetName}, ${session.number}, ${session.districtName}, ${session.city}/${session.state}` : ''
  return t.inPerson([session.clinicName, street].filter(Boolean).join(' — '))
}

/**
 * A subscribable calendar (RFC 5545, METHOD:PUBLISH) of the professional's consultations. Events carry
 * the patient's first name and the place only: a calendar app is not the place for health details.
 * Their UIDs differ from the emailed invitations', so a calendar holding both shows two, never merges.
 */
export function buildFeedIcs(sessions: FeedSession[], stamp: Date): string {
  const events = sessions.flatMap((session) => {
    const end = new Date(session.selectedDate.getTime() + SESSION_MINUTES * 60_000)
    return [
      'BEGIN:VEVENT',
      `UID:feed-${session.id}@acolhe`,
      `SEQUENCE:${session.calendarSequence}`,
      `DTSTAMP:${utc(stamp)}`,
      `DTSTART:${utc(session.selectedDate)}`,
      `DTEND:${utc(end)}`,
      `SUMMARY:${text(t.eventSummary(session.patientFirstName ?? ''))}`,
      `LOCATION:${text(placeOf(session))}`,
      ...(session.status === 'FINISHED' ? [`DESCRIPTION:${text(t.finished)}`] : []),
      'STATUS:CONFIRMED',
      'END:VEVENT',
    ]
  })
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Acolhe//Agenda do profissional//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(t.calendarName)}`,
    'X-WR-TIMEZONE:America/Sao_Paulo',
    ...events,
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
