import type { Db } from '../../db/client'
import * as ledger from '../ledger/ledger.service'
import type { SessionRow } from '../scheduling/scheduling.repository'
import { confirmLocked } from '../scheduling/lifecycle/lifecycle.service'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import { recordPaymentReceived } from '../tax-receipts/tax-receipts.service'
import * as repo from './payments.repository'

// The patient's balance pays first (docs/product/money-and-balance.md). Paying a session from the balance
// happens here only: at a checkout, and at the booking itself when the balance covers the whole price, so
// a booking with nothing left to pay is confirmed at once instead of waiting for 'Ir para o pagamento'.
// The balance itself moves only through the ledger (decision 077).

export type BalanceOutcome = { paid: true } | { paid: false; reservedCents: number }

type BalanceDeps = Pick<SchedulingDeps, 'db' | 'clock' | 'config'>

/**
 * A checkout's first move: the balance is held for the session; when it covers the price, the session is
 * paid with it (a 'balance' payment of R$ 0,00 charged) and confirmed. Otherwise the provider charges the rest.
 */
export async function applyBalance(deps: BalanceDeps, tx: Db, session: SessionRow, now: Date): Promise<BalanceOutcome> {
  const reservedCents = await ledger.reserveForCheckout(tx, session)
  if (session.priceCents - reservedCents > 0) return { paid: false, reservedCents }
  const paid = await repo.insertPaidPayment(tx, { sessionId: session.id, provider: 'balance', amountCents: 0, balanceUsedCents: reservedCents, paidAt: now })
  await confirmLocked(deps, tx, session)
  await recordPaymentReceived(tx, paid.id)
  return { paid: true }
}

/**
 * At the booking of a patient's own session (reached through SchedulingDeps' `settleFromBalance` port): paid
 * from the balance and confirmed at once when the balance covers the whole price. A balance that covers only
 * part of it is left free until the patient goes to pay (the checkout holds it then), so an unpaid hold never
 * locks balance away.
 */
export async function payFromBalanceWhenCovered(deps: BalanceDeps, tx: Db, session: SessionRow, now: Date): Promise<boolean> {
  if (session.status !== 'CREATED' || session.payment === 'DONE' || session.priceCents === 0) return false
  if ((await ledger.lockedBalanceOf(tx, session.userId)) < session.priceCents) return false
  return (await applyBalance(deps, tx, session, now)).paid
}
