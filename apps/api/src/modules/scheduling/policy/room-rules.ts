import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { apiErrorTexts } from '@acolhe/shared/texts/api-errors'
import type { SessionStatus } from '@acolhe/shared/enums'
import type { PolicySession } from './policy-types'
import { refuse, type Refusal } from './refusal'
import { startWindowOf } from './start-window'
import type { ActorRef } from '../../auth/actor'

// The consultation room (docs/decisions/091-waiting-room-admission.md): who may be in it and when, who
// admits, who reports 'Falha técnica' and who turns a report into a reschedule without fee or the
// no-show exception. Pure: the room service passes the facts it read.

type RoomSession = Pick<PolicySession, 'userId' | 'professionalId' | 'status' | 'selectedDate' | 'isOnline'>

const forbidden = refuse(403, 'FORBIDDEN', apiErrorTexts.forbidden)

/** The session's patient or professional (an admin sees the room's state but never enters it). */
function partyRefusal(actor: ActorRef, session: RoomSession): Refusal | null {
  if (actor.kind === 'patient' && session.userId === actor.id) return null
  if (actor.kind === 'professional' && session.professionalId === actor.id) return null
  return forbidden
}

/** The room is open for an online session, confirmed or started, from the start window's opening to its close. */
export function roomClosedRefusal(session: RoomSession, now: Date): Refusal | null {
  if (!session.isOnline) return refuse(422, 'ROOM_NOT_OPEN', t.notOnline)
  if (session.status !== 'CONFIRMED' && session.status !== 'STARTED') return refuse(422, 'ROOM_NOT_OPEN', t.notOpenStatus)
  const { opensAt, closesAt } = startWindowOf(session.selectedDate)
  if (now < opensAt || now > closesAt) return refuse(422, 'ROOM_NOT_OPEN', t.notOpen)
  return null
}

/** Being in the room (presence, the device check's results): its two parties, while it is open. */
export function enterRoomRefusal(actor: ActorRef, session: RoomSession, now: Date): Refusal | null {
  return partyRefusal(actor, session) ?? roomClosedRefusal(session, now)
}

/** 'Admitir': the session's professional, while the room is open and the patient is in the waiting room. */
export function admitRefusal(actor: ActorRef, session: RoomSession, patientWaiting: boolean, now: Date): Refusal | null {
  if (actor.kind !== 'professional' || session.professionalId !== actor.id) return forbidden
  const closed = roomClosedRefusal(session, now)
  if (closed) return closed
  return patientWaiting ? null : refuse(422, 'PATIENT_NOT_WAITING', t.notWaiting)
}

/** 'Falha técnica': either party, during the consultation (the room open). */
export function failureReportRefusal(actor: ActorRef, session: RoomSession, now: Date): Refusal | null {
  const notParty = partyRefusal(actor, session)
  if (notParty) return notParty
  return roomClosedRefusal(session, now) ? refuse(422, 'FAILURE_NOT_ALLOWED', t.failureNotAllowed) : null
}

/**
 * Sessions a reported failure can still change: confirmed, started, or recorded as the patient's absence
 * (the failure may be why they did not come). A professional's absence already gave the money back.
 */
const RESOLVABLE: readonly SessionStatus[] = ['CONFIRMED', 'STARTED', 'PATIENT_NO_SHOW']

/** Turning a report into a reschedule without fee or the no-show exception: its professional or an admin, once. */
export function failureResolveRefusal(actor: ActorRef, session: RoomSession, failure: { resolved: boolean }): Refusal | null {
  if (actor.kind === 'patient') return refuse(403, 'FORBIDDEN', t.resolveForbidden)
  if (actor.kind === 'professional' && session.professionalId !== actor.id) return forbidden
  if (failure.resolved) return refuse(422, 'FAILURE_RESOLVED', t.failureResolved)
  if (!RESOLVABLE.includes(session.status)) return refuse(422, 'FAILURE_NOT_ALLOWED', t.resolveStatus)
  return null
}
