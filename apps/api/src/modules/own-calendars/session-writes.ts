import { SESSION_MINUTES } from '@acolhe/shared/constants'
import { ownCalendarsApiTexts as t } from '@acolhe/shared/texts/own-calendars'
import ICAL from 'ical.js'
import type { Deps } from '../../deps'
import type { Db } from '../../db/client'
import { CalendarAccessError } from '../../integrations/calendars/calendar-read-error'
import { deleteCalDavEvent, putCalDavEvent } from '../../integrations/calendars/caldav-account'
import * as repo from './own-calendars.repository'
import { secretOf } from './own-calendars.service'

// Acolhe's sessions written into the CalDAV calendar the professional chose (decision 088). Every change
// of a session marks it in the same transaction (markSessionForWrite, called by the notifications of the
// change: an outbox); the writer job then makes the calendar match the session as it is at that moment —
// an event while the session holds the hour, none otherwise — so a replay or two changes in a row write
// the same final state. The event says 'Consulta Acolhe' and the link to the professional's consultations;
// the patient's name only when the professional turned it on.

type WriteDeps = Pick<Deps, 'db' | 'clock' | 'config'>

/** Statuses whose session is in the professional's calendar (the same as the iCal feed's, decision 027). */
const WRITTEN_STATUSES = new Set(['WAITING_CONFIRMATION', 'CONFIRMED', 'STARTED', 'FINISHED'])
const MINUTE = 60_000
const MAX_BACKOFF_MS = 60 * MINUTE

/** Called in the transaction of a session's change. */
export async function queueSessionCalendarWrite(db: Db, sessionId: string, now: Date): Promise<void> {
  await repo.markSessionForWrite(db, sessionId, now)
}

/** The event's resource name: one per session, so a move replaces the event instead of adding one. */
export const eventFileOf = (sessionId: string) => `acolhe-${sessionId}.ics`

export function sessionEventIcs(
  session: { id: string; selectedDate: Date; patientFirstName: string | null; patientLastName: string | null },
  options: { showPatientName: boolean; link: string; stamp: Date },
): string {
  const calendar = new ICAL.Component(['vcalendar', [], []])
  calendar.addPropertyWithValue('version', '2.0')
  calendar.addPropertyWithValue('prodid', '-//Acolhe//Consultas//PT-BR')
  const event = new ICAL.Component('vevent')
  const name = [session.patientFirstName, session.patientLastName].filter(Boolean).join(' ')
  event.addPropertyWithValue('uid', `session-${session.id}@acolhe`)
  event.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(options.stamp, true))
  event.addPropertyWithValue('dtstart', ICAL.Time.fromJSDate(session.selectedDate, true))
  event.addPropertyWithValue('dtend', ICAL.Time.fromJSDate(new Date(session.selectedDate.getTime() + SESSION_MINUTES * MINUTE), true))
  event.addPropertyWithValue('summary', options.showPatientName && name ? t.eventSummaryWithPatient(name) : t.eventSummary)
  event.addPropertyWithValue('description', t.eventDescription(options.link))
  event.addPropertyWithValue('url', options.link)
  event.addPropertyWithValue('status', 'CONFIRMED')
  calendar.addSubcomponent(event)
  return calendar.toString()
}

/** Writes one claimed session; a calendar that cannot be reached is tried again later, waiting longer each time. */
async function writeOne(deps: WriteDeps, pending: repo.PendingWrite, claimedAt: Date): Promise<void> {
  const target = await repo.writeTargetOf(deps.db, pending.professionalId)
  const secret = target ? secretOf(deps, target) : null
  if (!target || !secret || secret.kind !== 'CALDAV' || !secret.writeCalendarUrl) {
    await repo.dropWrite(deps.db, pending.sessionId)
    return
  }
  const session = await repo.sessionForWrite(deps.db, pending.sessionId)
  const options = { timeoutMs: deps.config.calendars.timeoutSeconds * 1000, allowPrivate: deps.config.calendars.allowPrivateAddresses }
  try {
    if (session && WRITTEN_STATUSES.has(session.status)) {
      const ics = sessionEventIcs(session, { showPatientName: target.showPatientName, link: `${deps.config.publicUrl}/profissional/home`, stamp: claimedAt })
      const url = await putCalDavEvent(secret.login, secret.writeCalendarUrl, eventFileOf(session.id), ics, options)
      await repo.finishWrite(deps.db, pending.sessionId, url)
    } else {
      if (pending.eventUrl) await deleteCalDavEvent(secret.login, pending.eventUrl, options)
      await repo.finishWrite(deps.db, pending.sessionId, null)
    }
  } catch (error) {
    if (!(error instanceof CalendarAccessError)) throw error
    const backoff = Math.min(MAX_BACKOFF_MS, MINUTE * 2 ** Math.min(pending.attempts, 6))
    await repo.failWrite(deps.db, pending.sessionId, new Date(claimedAt.getTime() + backoff), error.problem)
  }
}

/** One run of the writer job: returns how many sessions it handled. */
export async function writeDueSessions(deps: WriteDeps, limit = 50): Promise<number> {
  const now = deps.clock.now()
  const claimed = await repo.claimPendingWrites(deps.db, now, limit, 5 * MINUTE)
  for (const pending of claimed) await writeOne(deps, pending, now)
  return claimed.length
}
