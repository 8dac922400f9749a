import type { PresenceBody, PresenceDto, RoomFailureDto, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { sessionTexts } from '@acolhe/shared/texts/session'
import { meetingLinkFor } from '../../integrations/meeting-token'
import { localDateOf } from '../../lib/brasilia-time'
import { NotFoundError } from '../../lib/errors'
import type { ActorRef } from '../auth/actor'
import { changeLockedSession, excuseAbsenceLocked, rescheduleWithoutFeeLocked, startLocked } from '../scheduling/lifecycle/lifecycle.service'
import { throwIfRefused } from '../scheduling/policy/refusal'
import { admitRefusal, enterRoomRefusal, failureReportRefusal, failureResolveRefusal, roomClosedRefusal } from '../scheduling/policy/room-rules'
import { seeRefusal } from '../scheduling/policy/session-rules'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import { connectionQualityOf, isHere, missingMinutesOf } from './room-presence'
import type { RoomSignal } from './room-signal'
import * as repo from './room.repository'

// The consultation room (docs/decisions/090, 091, 092): presence and the device check's results, the
// patient's admission, and 'Falha técnica' with what it becomes. Every change says so on the room's
// signal, so the other party's open stream — on whichever instance — reads the room again at once.

export type RoomDeps = SchedulingDeps & { signal: RoomSignal }

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ')

function presenceDto(row: repo.PresenceRow | undefined, now: Date): PresenceDto | null {
  if (!row) return null
  return {
    arrived_at: row.arrivedAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    here: isHere(row.lastSeenAt, now),
    camera: row.camera,
    microphone: row.microphone,
    speakers: row.speakers,
    connection: row.connection,
    latency_ms: row.latencyMs,
    throughput_kbps: row.throughputKbps,
    audio_only: row.audioOnly,
  }
}

function failureDto(row: repo.FailureRow): RoomFailureDto {
  return {
    id: row.id,
    reported_by: row.reportedByKind,
    reported_at: row.reportedAt.toISOString(),
    note: row.note,
    resolution: row.resolution,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    moved_to: row.movedTo?.toISOString() ?? null,
  }
}

async function readRoomSession(deps: Pick<RoomDeps, 'db'>, actor: ActorRef, sessionId: string) {
  const session = await repo.findRoomSession(deps.db, sessionId)
  if (!session) throw new NotFoundError(sessionTexts.sessionNotFound)
  throwIfRefused(seeRefusal(actor, session))
  return session
}

/** The room as `actor` sees it now: the session's patient, its professional, or an admin (who never enters). */
export async function roomState(deps: Pick<RoomDeps, 'db' | 'clock' | 'config'>, actor: ActorRef, sessionId: string): Promise<RoomStateDto> {
  const session = await readRoomSession(deps, actor, sessionId)
  const now = deps.clock.now()
  const [presence, failures] = await Promise.all([repo.presenceOf(deps.db, sessionId), repo.failuresOf(deps.db, sessionId)])
  const patientRow = presence.find((row) => row.party === 'PATIENT')
  const professionalRow = presence.find((row) => row.party === 'PROFESSIONAL')
  const open = roomClosedRefusal(session, now) === null
  const patientName = fullName(session.patientFirstName, session.patientLastName)
  const professionalName = fullName(session.professionalFirstName, session.professionalLastName)
  const admittedAt = patientRow?.admittedAt ?? null
  // Each participant's link carries their own token (decision 039), signed on this read: the
  // professional's while the room is open, the patient's only once admitted.
  const link = (participant: { id: string; name: string; moderator: boolean }) =>
    meetingLinkFor(session.meetsUrl, session.selectedDate, participant, deps.config.meetingJwt, now)
  let roomUrl: string | null = null
  if (open && actor.kind === 'professional') roomUrl = link({ id: actor.id, name: professionalName, moderator: true })
  if (open && actor.kind === 'patient' && admittedAt) roomUrl = link({ id: actor.id, name: patientName, moderator: false })
  const otherArrived = actor.kind === 'patient' ? professionalRow !== undefined : patientRow !== undefined
  const unresolved = failures.some((row) => row.resolution === null)
  return {
    session_id: session.id,
    professional_id: session.professionalId,
    viewer: actor.kind,
    selected_date: session.selectedDate.toISOString(),
    status: session.status,
    open,
    patient: presenceDto(patientRow, now),
    professional: presenceDto(professionalRow, now),
    admitted_at: admittedAt?.toISOString() ?? null,
    room_url: roomUrl,
    other_missing_minutes: open && actor.kind !== 'admin' ? missingMinutesOf(session.selectedDate, now, otherArrived) : null,
    patient_phone: actor.kind === 'patient' ? null : session.patientPhone,
    patient_name: patientName,
    professional_name: professionalName,
    failures: failures.map(failureDto),
    actions: {
      admit: !admittedAt && admitRefusal(actor, session, patientRow !== undefined && isHere(patientRow.lastSeenAt, now), now) === null,
      report_failure: failureReportRefusal(actor, session, now) === null,
      resolve_failure: unresolved && failureResolveRefusal(actor, session, { resolved: false }) === null,
    },
  }
}

/** A participant's page says they are here, with what their device check found (and nothing more). */
export async function recordPresence(deps: RoomDeps, actor: ActorRef, sessionId: string, body: PresenceBody): Promise<RoomStateDto> {
  const session = await readRoomSession(deps, actor, sessionId)
  const now = deps.clock.now()
  throwIfRefused(enterRoomRefusal(actor, session, now))
  await repo.upsertPresence(deps.db, {
    sessionId,
    party: actor.kind === 'patient' ? 'PATIENT' : 'PROFESSIONAL',
    day: localDateOf(session.selectedDate),
    now,
    camera: body.camera,
    microphone: body.microphone,
    speakers: body.speakers,
    connection: connectionQualityOf(body.latency_ms, body.throughput_kbps),
    latencyMs: body.latency_ms,
    throughputKbps: body.throughput_kbps,
    audioOnly: body.audio_only,
  })
  deps.signal.publish(sessionId)
  return roomState(deps, actor, sessionId)
}

/** 'Admitir': the patient waiting is let in, and a confirmed consultation starts (as 'Iniciar consulta'). */
export async function admit(deps: RoomDeps, actor: ActorRef, sessionId: string): Promise<RoomStateDto> {
  await readRoomSession(deps, actor, sessionId)
  await changeLockedSession(deps, sessionId, async (tx, session) => {
    const now = deps.clock.now()
    const patient = (await repo.presenceOf(tx, sessionId)).find((row) => row.party === 'PATIENT')
    throwIfRefused(admitRefusal(actor, session, patient !== undefined && isHere(patient.lastSeenAt, now), now))
    if (session.status === 'CONFIRMED') await startLocked(deps, tx, actor, session)
    await repo.admitPatient(tx, sessionId, now)
  })
  deps.signal.publish(sessionId)
  return roomState(deps, actor, sessionId)
}

/** 'Falha técnica', from either side during the consultation. */
export async function reportFailure(deps: RoomDeps, actor: ActorRef, sessionId: string, note: string | undefined): Promise<RoomStateDto> {
  const session = await readRoomSession(deps, actor, sessionId)
  const now = deps.clock.now()
  throwIfRefused(failureReportRefusal(actor, session, now))
  await repo.insertFailure(deps.db, { sessionId, reportedByKind: actor.kind, reportedById: actor.id, reportedAt: now, note: note || null })
  deps.signal.publish(sessionId)
  return roomState(deps, actor, sessionId)
}

export type FailureOutcome = { kind: 'reschedule'; start: Date } | { kind: 'no_show_exception' }

/**
 * Turns a reported failure into a reschedule without fee or the no-show exception, under the session's
 * lock: the session changes through its lifecycle, and the report records what it became, together.
 */
export async function resolveFailure(
  deps: RoomDeps,
  actor: { kind: 'professional' | 'admin'; id: string },
  sessionId: string,
  failureId: string,
  outcome: FailureOutcome,
): Promise<RoomStateDto> {
  await readRoomSession(deps, actor, sessionId)
  await changeLockedSession(deps, sessionId, async (tx, session) => {
    const failure = await repo.lockFailure(tx, sessionId, failureId)
    if (!failure) throw new NotFoundError(t.failureNotFound)
    throwIfRefused(failureResolveRefusal(actor, session, { resolved: failure.resolution !== null }))
    const at = deps.clock.now()
    const by = { byKind: actor.kind, byId: actor.id, at }
    if (outcome.kind === 'reschedule') {
      const after = await rescheduleWithoutFeeLocked(deps, tx, actor, session, outcome.start)
      await repo.resolveFailure(tx, failureId, { ...by, resolution: 'RESCHEDULED_WITHOUT_FEE', movedFrom: session.selectedDate, movedTo: after.selectedDate })
    } else {
      await excuseAbsenceLocked(deps, tx, actor, session)
      await repo.resolveFailure(tx, failureId, { ...by, resolution: 'NO_SHOW_EXCEPTION', movedFrom: null, movedTo: null })
    }
  })
  deps.signal.publish(sessionId)
  return roomState(deps, actor, sessionId)
}

/** Presence is kept only for the session's day: earlier days are deleted. Safe on many instances. */
export function purgeOldPresence(deps: Pick<RoomDeps, 'db' | 'clock'>): Promise<number> {
  return repo.purgePresenceBefore(deps.db, localDateOf(deps.clock.now()))
}
