import type { Db } from '../../db/client'
import * as repo from './payments.repository'
import { applyNotification, type PaymentsDeps, type WebhookOutcome } from './payments.service'

// The payment rows of Pix Automático debits (decision 102). A week's recurring charge has its own payment
// row (provider 'pix-automatico'), opened when the charge is sent to the PSP; its debit settles through
// the same idempotent path as every provider notification, so confirming the session, crediting a week
// that no longer waits for the money, and the Receita Saúde entry are the payments module's, not ours.

export const PIX_AUTOMATICO_PROVIDER = 'pix-automatico'

/** The payment row a week's charge settles: the whole price, no balance held for it. */
export function openPixAutomaticoPayment(tx: Db, sessionId: string, amountCents: number): Promise<repo.PaymentRow> {
  return repo.insertPayment(tx, { sessionId, provider: PIX_AUTOMATICO_PROVIDER, amountCents, balanceUsedCents: 0, method: 'PIX' })
}

/** A charge cancelled before any debit: its payment row will never be paid. */
export async function closePixAutomaticoPayment(tx: Db, paymentId: string): Promise<void> {
  const payment = await repo.findPayment(tx, paymentId, { forUpdate: true })
  if (payment?.status === 'WAITING' && payment.provider === PIX_AUTOMATICO_PROVIDER) await repo.updatePayment(tx, paymentId, { status: 'FAILED' })
}

/**
 * The PSP debited the week (read back from GET /cobr, never from the notification alone). The event id is
 * the debit's end-to-end id, so a replayed webhook is a duplicate. `paidAt` is the debit's own instant:
 * the week's Receita Saúde entry is dated at it.
 */
export function settlePixAutomaticoDebit(deps: PaymentsDeps, debit: { paymentId: string; endToEndId: string; paidAt: Date; amountCents: number }): Promise<WebhookOutcome> {
  return applyNotification(deps, PIX_AUTOMATICO_PROVIDER, {
    eventId: `pix-automatico:${debit.endToEndId}`,
    paymentId: debit.paymentId,
    status: 'DONE',
    method: 'PIX',
    providerPaymentId: debit.endToEndId,
    paidAt: debit.paidAt,
    payload: { endToEndId: debit.endToEndId, amountCents: debit.amountCents },
  })
}

/** The open Pix checkout (immediate charge) of a session: journey 3 links the recurrence to it. */
export function findOpenPixCheckout(db: Db, sessionId: string) {
  return repo.findOpenPayment(db, sessionId, 'pix')
}

export function findPayment(db: Db, paymentId: string) {
  return repo.findPayment(db, paymentId)
}
