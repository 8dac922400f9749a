import type { SessionActionsDto } from '@acolhe/shared/api/session'
import type { PolicyProfessional, PolicySession } from './policy-types'
import {
  cancelRefusal,
  endRefusal,
  freeCancellationUntil,
  modalityRefusal,
  noShowRefundCentsOf,
  noShowRefusal,
  payRefusal,
  refundReasonOf,
  rescheduleRefusal,
  returnRefusal,
  startRefusal,
} from './session-rules'
import { isLive } from './session-statuses'
import { startWindowOf } from './start-window'
import { enterRoomRefusal } from './room-rules'
import { isSeen } from '../../clinical-records/record-rules'
import type { ActorRef } from '../../auth/actor'

// What the viewer of a session may do, computed from the same rules the services enforce, so a button is
// shown exactly when the server would accept it (docs/decisions/023-session-policy-and-error-codes.md).
// Buttons for changes are offered only on sessions still to come; an admin's tools are not limited so.

export type ActionFacts = { professional: PolicyProfessional; hasReturn: boolean; now: Date }

/** 'Acessar Consulta': online sessions that are confirmed (until the start window closes) or started. */
function joinOf(session: PolicySession, now: Date): Pick<SessionActionsDto, 'join' | 'join_opens_at'> {
  if (!session.isOnline) return { join: 'hidden', join_opens_at: null }
  if (session.status === 'STARTED') return { join: session.meetsUrl ? 'enabled' : 'disabled', join_opens_at: null }
  const window = startWindowOf(session.selectedDate)
  if (session.status !== 'CONFIRMED' || now > window.closesAt) return { join: 'hidden', join_opens_at: null }
  // Before the window the card says when it opens; inside it, the link waits for the professional.
  return { join: 'disabled', join_opens_at: now < window.opensAt ? window.opensAt.toISOString() : null }
}

export function sessionActionsFor(actor: ActorRef, session: PolicySession, facts: ActionFacts): SessionActionsDto {
  const { now, professional } = facts
  const ahead = session.selectedDate > now
  const staff = actor.kind === 'admin'
  const reschedule = rescheduleRefusal(actor, session, now)
  const modality = modalityRefusal(actor, session, professional, now)
  const cancel = cancelRefusal(actor, session, now) === null && (staff || ahead)
  const canReschedule = reschedule === null && (staff || ahead)
  const canSwitch = modality === null
  const paid = session.payment === 'DONE' && session.priceCents > 0
  // 'Editar' holds rescheduling, the modality switch and the cancellation, on a confirmed session: an
  // unpaid hold offers 'Realizar pagamento' and its cancellation only (changed by booking again).
  const edit = actor.kind === 'patient' && ahead && session.status === 'CONFIRMED' && (canReschedule || canSwitch || cancel)
  // In the answer schema's order: the own lists write this object to JSON as it is (decision 119).
  return {
    pay: payRefusal(actor, session, now) === null,
    edit,
    reschedule: canReschedule,
    // The reason shown inside 'Editar' when only rescheduling is refused (already moved, under 24 h).
    reschedule_refusal: reschedule && isLive(session.status) ? reschedule.message : null,
    change_modality: canSwitch,
    cancel,
    cancel_free_until: actor.kind === 'patient' ? freeCancellationUntil(session).toISOString() : null,
    cancel_refund_cents: paid ? (refundReasonOf(actor, session, now) ? session.priceCents : 0) : null,
    book_return: returnRefusal(actor, session, professional, facts.hasReturn) === null,
    // Admins never reach a clinical record; its parties do once the session was started.
    clinical_record: actor.kind !== 'admin' && isSeen(session.status),
    start: startRefusal(actor, session, now) === null,
    end: endRefusal(actor, session, now) === null,
    ...joinOf(session, now),
    room: enterRoomRefusal(actor, session, now) === null,
    mark_paid: staff && session.payment !== 'DONE' && session.status !== 'CANCELLED',
    receipt: actor.kind !== 'professional' && paid,
    mark_patient_no_show: noShowRefusal(actor, session, 'PATIENT', now) === null,
    mark_professional_no_show: noShowRefusal(actor, session, 'PROFESSIONAL', now) === null,
    no_show_refund_cents: noShowRefundCentsOf(session),
  }
}
