import type { Db } from '../../../db/client'
import * as ledger from '../../ledger/ledger.service'
import { recordSessionRefunded } from '../../tax-receipts/tax-receipts.service'
import type * as repo from '../scheduling.repository'

// A refund is a ledger movement plus its Receita Saúde consequence: the money is the patient's again, so
// the session's receipt is no longer due, or needs cancelling. The caller holds the session's row lock, so
// what the session holds cannot change before the credit is written in the same transaction.

/** Refunds a cancelled paid session as balance (ledger.refundHeld). Answers the amount credited. */
export async function refundCancelled(tx: Db, session: repo.SessionRow, reason: ledger.RefundReason, now: Date): Promise<number> {
  return afterRefund(tx, session.id, now, await ledger.refundHeld(tx, session, reason))
}

/** Refunds a session the professional missed (ledger.refundProfessionalNoShow). Answers the amount credited. */
export async function refundNoShow(tx: Db, session: repo.SessionRow, now: Date): Promise<number> {
  return afterRefund(tx, session.id, now, await ledger.refundProfessionalNoShow(tx, session))
}

async function afterRefund(tx: Db, sessionId: string, now: Date, amountCents: number): Promise<number> {
  if (amountCents > 0) await recordSessionRefunded(tx, sessionId, now)
  return amountCents
}
