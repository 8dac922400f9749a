import type { Db } from '../../db/client'
import type { SessionRow } from '../scheduling/scheduling.repository'
import { confirmLocked } from '../scheduling/lifecycle.service'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import { balanceToUse } from '../scheduling/policy/session-price'
import { recordPaymentReceived } from '../tax-receipts/tax-receipts.service'
import * as repo from './payments.repository'

// The patient's balance pays first (docs/product/money-and-balance.md). Paying a session from the balance
// happens here only: at a checkout, and at the booking itself when the balance covers the whole price, so
// a booking with nothing left to pay is confirmed at once instead of waiting for 'Ir para o pagamento'.

/**
 * Holds the patient's balance for this session (a debit row), once per session. The patient row is
 * locked first, so two checkouts of one patient can never spend the same balance twice.
 */
async function reserveBalance(tx: Db, session: SessionRow): Promise<number> {
  await repo.lockPatient(tx, session.userId)
  const reservation = await repo.reservationOf(tx, session.id)
  if (reservation.exists) return reservation.reservedCents
  const use = balanceToUse(session.priceCents, { reservation, freeCents: await repo.balanceOf(tx, session.userId) })
  if (use > 0) {
    await repo.insertBalanceEntryOnce(tx, { userId: session.userId, amountCents: -use, reason: 'CHECKOUT_DEBIT', sessionId: session.id, paymentId: null })
  }
  return use
}

export type BalanceOutcome = { paid: true } | { paid: false; reservedCents: number }

/**
 * A checkout's first move: the balance is held for the session; when it covers the price, the session is
 * paid with it (a 'balance' payment of R$ 0,00 charged) and confirmed. Otherwise the provider charges the rest.
 */
export async function applyBalance(deps: Pick<SchedulingDeps, 'db' | 'clock' | 'config'>, tx: Db, session: SessionRow, now: Date): Promise<BalanceOutcome> {
  const reservedCents = await reserveBalance(tx, session)
  if (session.priceCents - reservedCents > 0) return { paid: false, reservedCents }
  const paid = await repo.insertPaidPayment(tx, { sessionId: session.id, provider: 'balance', amountCents: 0, balanceUsedCents: reservedCents, paidAt: now })
  await confirmLocked(deps, tx, session)
  await recordPaymentReceived(tx, paid.id)
  return { paid: true }
}

/**
 * At the booking of a patient's own session: paid from the balance and confirmed at once when the balance
 * covers the whole price. A balance that covers only part of it is left free until the patient goes to
 * pay (the checkout holds it then), so an unpaid hold never locks balance away.
 */
export async function payFromBalanceWhenCovered(deps: Pick<SchedulingDeps, 'db' | 'clock' | 'config'>, tx: Db, session: SessionRow, now: Date): Promise<boolean> {
  if (session.status !== 'CREATED' || session.payment === 'DONE' || session.priceCents === 0) return false
  await repo.lockPatient(tx, session.userId)
  if ((await repo.balanceOf(tx, session.userId)) < session.priceCents) return false
  return (await applyBalance(deps, tx, session, now)).paid
}
