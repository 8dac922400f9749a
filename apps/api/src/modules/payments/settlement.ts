import { isPayable } from '../scheduling/policy/session-statuses'
import type { SessionRow } from '../scheduling/scheduling.repository'
import type { PaymentRow } from './payments.repository'

// What a paid checkout attempt does to its session. One definition of "can still be paid" serves the
// checkout (which refuses) and the provider's approval (which turns the money into balance instead), so
// a link left open in another tab can never pay for a session the checkout itself would refuse.

/**
 * - `confirm`: the attempt plus the balance it was computed against (still held) is the price.
 * - `confirm-and-release`: the attempt alone is the price (it was opened before any balance was held),
 *   so the session is paid and the balance held since goes back to the patient.
 * - `credit`: the session can no longer be paid, or the attempt no longer matches what is owed (its
 *   reservation was given back meanwhile): the amount this attempt charged becomes balance, nothing more.
 */
export type Settlement = 'confirm' | 'confirm-and-release' | 'credit'

export function settlementOf(
  session: Pick<SessionRow, 'status' | 'payment' | 'checkoutExpiresAt' | 'selectedDate' | 'priceCents'>,
  payment: Pick<PaymentRow, 'amountCents' | 'balanceUsedCents'>,
  reservedCents: number,
  now: Date,
): Settlement {
  if (!isPayable(session, now)) return 'credit'
  if (payment.balanceUsedCents === reservedCents && payment.amountCents + reservedCents === session.priceCents) return 'confirm'
  if (payment.balanceUsedCents === 0 && payment.amountCents === session.priceCents) return 'confirm-and-release'
  return 'credit'
}
