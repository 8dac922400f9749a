import { PAYMENT_METHODS, type PaymentMethod } from '@acolhe/shared/enums'

// Which payment methods a checkout offers, and the hold a boleto needs (decision 030). Cards and PIX
// clear within seconds, inside the usual 30-minute hold; a boleto is confirmed by the bank up to two
// days after it is paid, so it is offered only when the session starts far enough ahead for that, and
// opening such a checkout keeps the hour for the clearing time.

const DAY = 24 * 60 * 60 * 1000
/** How long a paid boleto may take to be confirmed. */
export const BOLETO_CLEARING_MS = 2 * DAY
/** Boleto needs its clearing time plus a day for an unpaid hour to go back to other patients. */
export const BOLETO_MIN_LEAD_MS = BOLETO_CLEARING_MS + DAY

type Timed = { selectedDate: Date }

/** Boleto only when the session starts at least three days from now. */
export function boletoOffered(session: Timed, now: Date): boolean {
  return session.selectedDate.getTime() - now.getTime() >= BOLETO_MIN_LEAD_MS
}

export function offeredMethods(session: Timed, now: Date): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => method !== 'BOLETO' || boletoOffered(session, now))
}

/**
 * The hold a checkout opened now must keep: long enough for a boleto to clear when one is offered
 * (never shorter than the hold already given), or the current hold otherwise. Null means no hold (an
 * admin booking waits until its start).
 */
export function holdUntil(session: Timed & { checkoutExpiresAt: Date | null }, now: Date): Date | null {
  const current = session.checkoutExpiresAt
  if (!current || !boletoOffered(session, now)) return current
  const forBoleto = new Date(now.getTime() + BOLETO_CLEARING_MS)
  return forBoleto > current ? forBoleto : current
}
