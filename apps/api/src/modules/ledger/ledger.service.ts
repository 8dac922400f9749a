import type { BalanceEntryReason } from '@acolhe/shared/enums'
import type { Db } from '../../db/client'
import * as repo from './ledger.repository'
import { balanceToUse } from './price'

// The patient's balance ledger (docs/decisions/004-payments.md, 077-one-ledger.md): every money movement is
// a named operation here, and this module is the only writer and reader of `balance_entries`. Rows are
// never updated or deleted; each movement is keyed so that doing it twice writes one row. The callers
// (payments, the session lifecycle, no-shows) hold the session's row lock in the same transaction.

/** What a movement needs to know about its session (any session row has these). */
export type LedgerSession = { id: string; userId: string; priceCents: number }

/** The refunds a cancellation or an absence may credit; each gives back what the session still holds. */
export type RefundReason = Extract<BalanceEntryReason, `${string}_REFUND`>

export const REFUND_REASONS = [
  'CANCELLATION_REFUND',
  'PROFESSIONAL_CANCELLATION_REFUND',
  'ADMIN_CANCELLATION_REFUND',
  'PROFESSIONAL_NO_SHOW_REFUND',
] as const satisfies readonly RefundReason[]

/**
 * Reserve: holds the patient's free balance for this session's checkout (a CHECKOUT_DEBIT row), once per
 * session. The patient row is locked first, so two checkouts of one patient never spend the same balance
 * twice. Answers the balance the session uses (the existing reservation on a second checkout).
 */
export async function reserveForCheckout(tx: Db, session: LedgerSession): Promise<number> {
  await repo.lockPatientBalance(tx, session.userId)
  const reservation = await repo.reservationOf(tx, session.id)
  if (reservation.exists) return reservation.reservedCents
  const use = balanceToUse(session.priceCents, { reservation, freeCents: await repo.balanceOf(tx, session.userId) })
  if (use > 0) {
    await repo.insertEntryOnce(tx, { userId: session.userId, amountCents: -use, reason: 'CHECKOUT_DEBIT', sessionId: session.id, paymentId: null })
  }
  return use
}

/** The patient's free balance read under the lock checkouts take, so nothing spends it meanwhile. */
export async function lockedBalanceOf(tx: Db, userId: string): Promise<number> {
  await repo.lockPatientBalance(tx, userId)
  return repo.balanceOf(tx, userId)
}

/** Release: gives back what checkouts reserved for these sessions (a CHECKOUT_RELEASE mirroring each debit), once. */
export function releaseReservations(tx: Db, sessionIds: string[]): Promise<void> {
  return repo.insertReleasesOnce(tx, sessionIds)
}

/**
 * Refund: credits a session's price back as balance, but never more than the patient's money the session
 * still holds, and at most one refund per session. A session cancelled and refunded, revived by an admin
 * and cancelled again holds nothing, so the second refund credits nothing. Answers the amount credited.
 */
export async function refundHeld(tx: Db, session: LedgerSession, reason: RefundReason): Promise<number> {
  const held = await repo.moneyHeldBySession(tx, session.id)
  const amountCents = Math.min(session.priceCents, held)
  if (amountCents <= 0) return 0
  const credited = await repo.insertEntryOnce(tx, { userId: session.userId, amountCents, reason, sessionId: session.id, paymentId: null })
  return credited ? amountCents : 0
}

/** No-show refund: the professional missed the session; the patient gets back what it holds. */
export function refundProfessionalNoShow(tx: Db, session: LedgerSession): Promise<number> {
  return refundHeld(tx, session, 'PROFESSIONAL_NO_SHOW_REFUND')
}

/**
 * Late payment: an approved attempt that can no longer pay its session (or no longer matches what is
 * owed) becomes balance: exactly what it charged, once per attempt. False when nothing was credited.
 */
export async function creditLatePayment(
  tx: Db,
  payment: { id: string; sessionId: string; amountCents: number; provider?: string },
  userId: string,
): Promise<boolean> {
  if (payment.amountCents <= 0) return false
  // A Pix Automático debit of a week that no longer waits for it keeps its origin on the patient's statement (decision 102).
  const reason = payment.provider === 'pix-automatico' ? 'PIX_AUTOMATICO_CREDIT' : 'LATE_PAYMENT'
  return repo.insertEntryOnce(tx, { userId, amountCents: payment.amountCents, reason, sessionId: payment.sessionId, paymentId: payment.id })
}

/** The patient's balance: the sum of their ledger. */
export function balanceOf(db: Db, userId: string): Promise<number> {
  return repo.balanceOf(db, userId)
}

/** The balance a session's checkout holds (0 once released), and whether it ever reserved any. */
export function reservationOf(db: Db, sessionId: string): Promise<repo.Reservation> {
  return repo.reservationOf(db, sessionId)
}

/** Several patients' balances and several sessions' reservations in one statement (session lists). */
export function paymentFactsOf(db: Db, userIds: string[], sessionIds: string[]) {
  return repo.paymentFactsOf(db, userIds, sessionIds)
}

/** A patient's ledger rows, newest first (the balance page) or oldest first (the LGPD export). */
export function entriesOf(db: Db, userId: string, order: 'newest-first' | 'oldest-first') {
  return order === 'newest-first' ? repo.listEntriesNewestFirst(db, userId) : repo.listEntriesOldestFirst(db, userId)
}

/** What each session's refunds credited back (the sessions export). */
export function refundsBySession(db: Db, sessionIds: string[]) {
  return repo.listRefundsBySession(db, sessionIds, REFUND_REASONS)
}

/** Which of these sessions had their money refunded to balance. */
export async function refundedSessionIdsAmong(db: Db, sessionIds: string[]): Promise<Set<string>> {
  return new Set(await repo.listRefundedSessionIds(db, sessionIds))
}

/** Which of these payments were credited as balance after the consultation was gone (late payments). */
export async function latePaymentCreditsAmong(db: Db, paymentIds: string[]): Promise<Set<string>> {
  return new Set(await repo.listLatePaymentCreditIds(db, paymentIds))
}

/** The credits (refunds, late payments) of these sessions, for views that show where a week's money went. */
export function creditsOfSessions(db: Db, sessionIds: string[]) {
  return repo.listCreditsOfSessions(db, sessionIds)
}
