import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { CONNECTION_QUALITIES, DEVICE_RESULTS, FAILURE_RESOLUTIONS } from '@acolhe/shared/api/consultation-room'
import { id, instant } from './columns'
import { actorKindEnum } from './enums'
import { sessions } from './sessions'

export const roomPartyEnum = pgEnum('room_party', ['PATIENT', 'PROFESSIONAL'])
export const deviceResultEnum = pgEnum('device_result', DEVICE_RESULTS)
export const connectionQualityEnum = pgEnum('connection_quality', CONNECTION_QUALITIES)
export const failureResolutionEnum = pgEnum('room_failure_resolution', FAILURE_RESOLUTIONS)

/**
 * Who of a consultation's two parties is in its room, since when, seen last when, and what their device
 * check found (pass/fail per device and the connection's figures — nothing else of the check leaves the
 * browser). Kept only for the session's Brasília day: the purge job deletes earlier days
 * (docs/decisions/090-consultation-room-presence.md). The patient's row also carries the admission.
 */
export const roomPresence = pgTable(
  'room_presence',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    party: roomPartyEnum('party').notNull(),
    /** The session's Brasília day: what the purge compares. */
    day: date('day', { mode: 'string' }).notNull(),
    arrivedAt: instant('arrived_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    camera: deviceResultEnum('camera'),
    microphone: deviceResultEnum('microphone'),
    speakers: deviceResultEnum('speakers'),
    connection: connectionQualityEnum('connection'),
    latencyMs: integer('latency_ms'),
    throughputKbps: integer('throughput_kbps'),
    audioOnly: boolean('audio_only').notNull().default(false),
    /** When the professional let the patient in (patient's row only). */
    admittedAt: instant('admitted_at'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.party] }), index('room_presence_day_idx').on(t.day)],
)

/**
 * 'Falha técnica' reported by either party during a consultation, and what the professional or an admin
 * turned it into (a reschedule without fee, or the no-show exception). Part of the session's history:
 * never purged with the presence.
 */
export const roomFailures = pgTable(
  'room_failures',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    reportedByKind: actorKindEnum('reported_by_kind').notNull(),
    reportedById: uuid('reported_by_id').notNull(),
    reportedAt: instant('reported_at').notNull(),
    note: text('note'),
    resolution: failureResolutionEnum('resolution'),
    resolvedByKind: actorKindEnum('resolved_by_kind'),
    resolvedById: uuid('resolved_by_id'),
    resolvedAt: instant('resolved_at'),
    movedFrom: instant('moved_from'),
    movedTo: instant('moved_to'),
  },
  (t) => [
    index('room_failures_session_idx').on(t.sessionId, t.reportedAt),
    // A resolution is whole: what, who and when together.
    check('room_failures_resolution_whole', sql`(${t.resolution} is null) = (${t.resolvedAt} is null)`),
  ],
)
