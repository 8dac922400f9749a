import type { BalanceEntryReason } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import { recordSessionRefunded } from '../tax-receipts/tax-receipts.service'
import * as repo from './scheduling.repository'

/**
 * Refunds a cancelled paid session as balance: its price, but never more than the patient's money the
 * session still holds. A session cancelled and refunded, put back by an admin and cancelled again holds
 * nothing any more, so the second cancel refunds nothing. The caller holds the session's row lock, so the
 * sum read here cannot change before the credit is written in the same transaction. Answers the amount
 * credited.
 */
export async function refundCancelled(tx: Db, session: repo.SessionRow, reason: BalanceEntryReason, now: Date): Promise<number> {
  const held = await repo.moneyHeldBySession(tx, session.id)
  const amountCents = Math.min(session.priceCents, held)
  if (amountCents <= 0) return 0
  const credited = await repo.creditRefundOnce(tx, { userId: session.userId, amountCents, reason, sessionId: session.id })
  if (!credited) return 0
  // The money is the patient's again: its Receita Saúde receipt is no longer due, or needs cancelling.
  await recordSessionRefunded(tx, session.id, now)
  return amountCents
}
