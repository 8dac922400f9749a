import { freeCancellationUntil as freeCancellationUntilStart, PATIENT_RESCHEDULES_PER_SESSION } from '@acolhe/shared/constants'
import type { SessionStatus } from '@acolhe/shared/enums'
import { apiErrorTexts } from '@acolhe/shared/texts/api-errors'
import { paymentTexts } from '@acolhe/shared/texts/payments'
import type { NoShowParty } from '@acolhe/shared/schemas/no-show'
import { noShowTexts } from '@acolhe/shared/texts/no-shows'
import { sessionTexts as t } from '@acolhe/shared/texts/session'
import type { PolicyProfessional, PolicySession } from './policy-types'
import { adminMaySetStatus } from './admin-status-transitions'
import { refuse, type Refusal } from './refusal'
import { isLapsedHold, isLive, isPayable } from './session-statuses'
import { isInStartWindow, startWindowOf } from './start-window'
import type { ActorRef } from '../../auth/actor'
import type { RefundReason } from '../../ledger/ledger.service'

// Who may do what with a session, as pure functions of the facts (no I/O, no clock: `now` is passed in).
// Each answers null (allowed) or the refusal; the services throw it, the session view turns it into the
// `actions` the web shows. See docs/decisions/023-session-policy-and-error-codes.md.

const forbidden = refuse(403, 'FORBIDDEN', apiErrorTexts.forbidden)

/** The patient of the session, its professional, or any admin. */
export function seeRefusal(actor: ActorRef, session: Pick<PolicySession, 'userId' | 'professionalId'>): Refusal | null {
  if (actor.kind === 'admin') return null
  if (actor.kind === 'patient' && session.userId === actor.id) return null
  if (actor.kind === 'professional' && session.professionalId === actor.id) return null
  return forbidden
}

/** Until this instant a patient's cancellation returns what was paid, and a patient may reschedule. */
export function freeCancellationUntil(session: Pick<PolicySession, 'selectedDate'>): Date {
  return freeCancellationUntilStart(session.selectedDate)
}

/** Paying: the patient or an admin, while the session awaits payment and its checkout is open. */
export function payRefusal(actor: ActorRef, session: PolicySession, now: Date): Refusal | null {
  if (actor.kind === 'professional' || seeRefusal(actor, session)) return forbidden
  if (session.status !== 'CREATED' || session.payment === 'DONE') return refuse(422, 'NOT_AWAITING_PAYMENT', paymentTexts.notAwaitingPayment)
  if (!isPayable(session, now)) return refuse(422, 'CHECKOUT_EXPIRED', paymentTexts.checkoutExpired)
  return null
}

/**
 * A patient changes ('Editar') a confirmed session only: an unpaid hold is changed by cancelling it, which
 * costs nothing, and booking again (docs/product/consultation-lifecycle.md). Admins are not limited so.
 */
function unpaidChangeRefusal(session: PolicySession, code: 'RESCHEDULE_NOT_ALLOWED' | 'MODALITY_CHANGE_NOT_ALLOWED'): Refusal | null {
  return session.status === 'CONFIRMED' ? null : refuse(422, code, t.unpaidChange)
}

/** A new date: patient (once, up to 24 h before, once paid) or admin (any time), while live; never the professional. */
export function rescheduleRefusal(actor: ActorRef, session: PolicySession, now: Date): Refusal | null {
  if (actor.kind === 'professional' || seeRefusal(actor, session)) return forbidden
  if (!isLive(session.status)) return refuse(422, 'RESCHEDULE_NOT_ALLOWED', t.rescheduleStatus)
  if (actor.kind !== 'patient') return null
  if (isLapsedHold(session, now)) return refuse(422, 'RESCHEDULE_NOT_ALLOWED', t.holdLapsed)
  const unpaid = unpaidChangeRefusal(session, 'RESCHEDULE_NOT_ALLOWED')
  if (unpaid) return unpaid
  if (session.patientRescheduleCount >= PATIENT_RESCHEDULES_PER_SESSION) return refuse(422, 'RESCHEDULE_LIMIT', t.rescheduleLimit)
  if (now > freeCancellationUntil(session)) return refuse(422, 'RESCHEDULE_TOO_LATE', t.rescheduleTooLate)
  return null
}

/** A move lands on an hour of the rate the session was booked at: the price it keeps is that rate's (decision 064). */
export function moveRateRefusal(session: { socialRate: boolean }, landingSocial: boolean): Refusal | null {
  if (session.socialRate === landingSocial) return null
  return refuse(422, 'MOVE_OTHER_RATE', session.socialRate ? t.moveOutOfSocialRate : t.moveIntoSocialRate)
}

/** Online ⇄ in person: hybrid professionals only, live sessions still to come; patient (once paid) or admin. */
export function modalityRefusal(actor: ActorRef, session: PolicySession, professional: PolicyProfessional, now: Date): Refusal | null {
  if (actor.kind === 'professional' || seeRefusal(actor, session)) return forbidden
  if (professional.serviceModality !== 'HYBRID') return refuse(422, 'MODALITY_CHANGE_NOT_ALLOWED', t.modalityHybridOnly)
  if (!isLive(session.status) || session.selectedDate <= now) return refuse(422, 'MODALITY_CHANGE_NOT_ALLOWED', t.modalityStatus)
  if (actor.kind === 'patient' && isLapsedHold(session, now)) return refuse(422, 'MODALITY_CHANGE_NOT_ALLOWED', t.holdLapsed)
  if (actor.kind === 'patient') return unpaidChangeRefusal(session, 'MODALITY_CHANGE_NOT_ALLOWED')
  return null
}

/**
 * Cancelling: an admin may cancel anything not yet cancelled; the patient and the professional a live
 * session. The patient's hold that lapsed is left to the expiry job (it frees the hour anyway).
 */
export function cancelRefusal(actor: ActorRef, session: PolicySession, now: Date): Refusal | null {
  const cannot = seeRefusal(actor, session)
  if (cannot) return cannot
  if (session.status === 'CANCELLED') return refuse(422, 'CANCEL_NOT_ALLOWED', t.cancelStatus)
  if (actor.kind === 'admin') return null
  if (!isLive(session.status)) return refuse(422, 'CANCEL_NOT_ALLOWED', t.cancelStatus)
  if (actor.kind === 'patient' && isLapsedHold(session, now)) return refuse(422, 'CANCEL_NOT_ALLOWED', t.holdLapsed)
  return null
}

/** What a cancellation gives back, as a ledger reason (none: nothing is returned). Staff always return it. */
export function refundReasonOf(actor: ActorRef, session: PolicySession, now: Date): RefundReason | undefined {
  if (session.payment !== 'DONE' || session.priceCents === 0) return undefined
  if (actor.kind === 'admin') return 'ADMIN_CANCELLATION_REFUND'
  if (actor.kind === 'professional') return 'PROFESSIONAL_CANCELLATION_REFUND'
  return now <= freeCancellationUntil(session) ? 'CANCELLATION_REFUND' : undefined
}

/**
 * A free return follows a consultation that really happened: a finished, normal session with no
 * parent (it ended at or after its start), with a psychiatrist who allows returns, and no return booked from it that is not cancelled.
 * The patient of the session or an admin books it.
 */
export function returnRefusal(
  actor: ActorRef,
  parent: PolicySession,
  professional: PolicyProfessional,
  hasReturn: boolean,
): Refusal | null {
  const notAllowed = refuse(422, 'RETURN_NOT_ALLOWED', t.returnNotAllowed)
  if (actor.kind === 'professional') return forbidden
  if (actor.kind === 'patient' && parent.userId !== actor.id) return notAllowed
  const happened = parent.status === 'FINISHED' && parent.finishedAt !== null && parent.finishedAt >= parent.selectedDate
  const eligible =
    happened &&
    parent.type === 'DEFAULT' &&
    parent.parentSessionId === null &&
    professional.professionalType === 'PSYCHIATRIST' &&
    professional.allowReturns
  if (!eligible || hasReturn) return notAllowed
  return null
}

/** 'Iniciar consulta': the session's professional, a confirmed session, inside the start window. */
export function startRefusal(actor: ActorRef, session: PolicySession, now: Date): Refusal | null {
  if (actor.kind !== 'professional' || session.professionalId !== actor.id) return forbidden
  if (session.status !== 'CONFIRMED') return refuse(422, 'START_NOT_ALLOWED', t.startStatus)
  if (!isInStartWindow(session.selectedDate, now)) return refuse(422, 'START_NOT_ALLOWED', t.startWindow)
  return null
}

/** 'Finalizar consulta': the session's professional, a started session whose time has come. */
export function endRefusal(actor: ActorRef, session: PolicySession, now: Date): Refusal | null {
  if (actor.kind !== 'professional' || session.professionalId !== actor.id) return forbidden
  if (session.status !== 'STARTED') return refuse(422, 'END_NOT_ALLOWED', t.endStatus)
  // Started early (the window opens 10 minutes before), it still ends only once its time has come.
  if (now < session.selectedDate) return refuse(422, 'END_NOT_ALLOWED', t.endBeforeStart)
  return null
}

/**
 * PATCH status: the patient and the professional may only cancel; an admin may set any status, but never
 * record as started or finished a consultation whose start window has not opened (a finished one unlocks
 * a free return).
 */
export function statusChangeRefusal(actor: ActorRef, session: PolicySession, status: SessionStatus, now: Date): Refusal | null {
  const cannot = seeRefusal(actor, session)
  if (cannot) return cannot
  if (status === 'CANCELLED') return cancelRefusal(actor, session, now)
  if (actor.kind !== 'admin') return refuse(403, 'STATUS_NOT_ALLOWED', t.statusNotAllowed)
  // An absence set by an admin follows the absence's own rule (and its money, in the service).
  if (status === 'PATIENT_NO_SHOW') return noShowRefusal(actor, session, 'PATIENT', now)
  if (status === 'PROFESSIONAL_NO_SHOW') return noShowRefusal(actor, session, 'PROFESSIONAL', now)
  const startsOrEnds = status === 'STARTED' || status === 'FINISHED'
  if (startsOrEnds && now < startWindowOf(session.selectedDate).opensAt) return refuse(422, 'STATUS_NOT_ALLOWED', t.statusBeforeStartWindow)
  if (!adminMaySetStatus(session.status, status)) return refuse(422, 'STATUS_NOT_ALLOWED', t.statusNotAllowed)
  return null
}

/**
 * 'Paciente não compareceu' / 'Profissional não compareceu': once the start window has closed, on a
 * session confirmed or started (a consultation that was due and was not held). The session's professional
 * records only the patient's absence; an admin records either (the patient reports the professional's
 * absence to support). See docs/decisions/038-no-shows.md.
 */
export function noShowRefusal(actor: ActorRef, session: PolicySession, absent: NoShowParty, now: Date): Refusal | null {
  if (actor.kind === 'patient') return forbidden
  if (actor.kind === 'professional') {
    if (session.professionalId !== actor.id) return forbidden
    if (absent !== 'PATIENT') return refuse(403, 'FORBIDDEN', noShowTexts.professionalMarksPatientOnly)
  }
  if (session.status !== 'CONFIRMED' && session.status !== 'STARTED') return refuse(422, 'NO_SHOW_NOT_ALLOWED', noShowTexts.wrongStatus)
  if (now <= startWindowOf(session.selectedDate).closesAt) return refuse(422, 'NO_SHOW_NOT_ALLOWED', noShowTexts.notYet)
  return null
}

/** What recording the professional's absence returns: the price of a paid session (like a staff cancel). */
export function noShowRefundCentsOf(session: PolicySession): number | null {
  return session.payment === 'DONE' && session.priceCents > 0 ? session.priceCents : null
}
