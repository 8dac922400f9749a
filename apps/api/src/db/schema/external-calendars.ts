import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, instant } from './columns'
import { professionals } from './people'
import { sessions } from './sessions'

/**
 * A professional's own calendar (decision 087): an iCal address polled on a schedule, or a CalDAV account.
 * The secret (the iCal address itself, or the CalDAV app password) is stored only sealed (AES-256-GCM under
 * the clinical-note keys, bound to this row); `label` is what the screens show instead (the address's host).
 */
export const externalCalendars = pgTable(
  'external_calendars',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'ICS' | 'CALDAV'>().notNull(),
    label: text('label').notNull(),
    /** CalDAV only: the server's address and the account's user name. */
    serverUrl: text('server_url'),
    username: text('username'),
    secretKeyId: text('secret_key_id').notNull(),
    secretIv: text('secret_iv').notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    /** CalDAV only: the calendar Acolhe's sessions are written into; null writes nothing. */
    writeCalendarUrl: text('write_calendar_url'),
    /** The written event names the patient only when the professional turns this on. */
    showPatientName: boolean('show_patient_name').notNull().default(false),
    /** The iCal address's validators, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastAttemptAt: instant('last_attempt_at'),
    lastSuccessAt: instant('last_success_at'),
    /** Why the last read failed ('UNREACHABLE', 'REFUSED', 'INVALID'); null after a good read. */
    lastError: text('last_error'),
    nextSyncAt: instant('next_sync_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('external_calendars_professional_idx').on(t.professionalId),
    index('external_calendars_due_idx').on(t.nextSyncAt),
    check('external_calendars_kind_check', sql`${t.kind} in ('ICS', 'CALDAV')`),
  ],
)

/**
 * Busy intervals read from a professional's own calendar: only the times, never a title or an attendee.
 * Migration 0028's triggers bump the professional's calendar version on every change (decision 051).
 */
export const externalBusyTimes = pgTable(
  'external_busy_times',
  {
    id: id(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => externalCalendars.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
  },
  (t) => [
    index('external_busy_times_professional_idx').on(t.professionalId, t.startsAt),
    index('external_busy_times_calendar_idx').on(t.calendarId),
    check('external_busy_times_range_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
)

/**
 * Acolhe's sessions written into a professional's CalDAV calendar (decision 088): one row per session,
 * marked pending in the transaction of each change (an outbox); the writer then makes the calendar match
 * the session (put while it is confirmed, delete otherwise) and clears the mark.
 */
export const externalCalendarEvents = pgTable(
  'external_calendar_events',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id').notNull(),
    /** Where the event was last put (calendar URL + file); null while nothing is written. */
    eventUrl: text('event_url'),
    pending: boolean('pending').notNull().default(true),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
  },
  (t) => [
    index('external_calendar_events_pending_idx').on(t.nextAttemptAt).where(sql`${t.pending}`),
    uniqueIndex('external_calendar_events_url_unique').on(t.eventUrl),
  ],
)
