import type { SessionStatus } from '@acolhe/shared/enums'
import type { NoShowParty } from '@acolhe/shared/schemas/no-show'
import type { PolicySession } from './policy-types'

// Which statuses are "live" and when an unpaid hold has lapsed (docs/scheduling.md "Unpaid sessions").
//
// Two words, two meanings (docs/product/consultation-lifecycle.md "Statuses"):
// - live (LIVE_STATUSES, isLive): booked and still to happen — what may be paid, moved or cancelled;
// - occupying: every status but CANCELLED — what holds its hour for open times, the no-double-booking
//   indexes (named `*_live_unique` before the word was fixed) and a return already booked. A finished
//   session is not live but still occupies its hour: open times must never offer it again.

/** Booked and still to happen: awaiting confirmation, awaiting payment or confirmed. */
export const LIVE_STATUSES: readonly SessionStatus[] = ['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED']

export function isLive(status: SessionStatus): boolean {
  return LIVE_STATUSES.includes(status)
}

/**
 * Absences, recorded once the start window closed (docs/decisions/038-no-shows.md). Not live: they
 * leave 'Próximas' and the lists of what is ahead like a finished session does.
 */
export const NO_SHOW_STATUSES: readonly SessionStatus[] = ['PATIENT_NO_SHOW', 'PROFESSIONAL_NO_SHOW']

export function isNoShow(status: SessionStatus): boolean {
  return NO_SHOW_STATUSES.includes(status)
}

/** The status an absence is recorded as. */
export function noShowStatusOf(absent: NoShowParty): SessionStatus {
  return absent === 'PATIENT' ? 'PATIENT_NO_SHOW' : 'PROFESSIONAL_NO_SHOW'
}

/** Awaiting payment, its checkout window still open and its start still ahead. */
export function isPayable(session: Pick<PolicySession, 'status' | 'payment' | 'checkoutExpiresAt' | 'selectedDate'>, now: Date): boolean {
  if (session.status !== 'CREATED' || session.payment === 'DONE') return false
  if (session.checkoutExpiresAt && session.checkoutExpiresAt <= now) return false
  return session.selectedDate > now
}

/**
 * An unpaid booking whose checkout window closed (or whose start passed): the expiry job is about to
 * cancel it and free the hour, so nobody may pay, move or edit it any more.
 */
export function isLapsedHold(session: Pick<PolicySession, 'status' | 'payment' | 'checkoutExpiresAt' | 'selectedDate'>, now: Date): boolean {
  return session.status === 'CREATED' && session.payment !== 'DONE' && !isPayable(session, now)
}
