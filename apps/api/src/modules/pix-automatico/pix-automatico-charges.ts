import { randomUUID } from 'node:crypto'
import type { PixAutomaticoNoChargeReason } from '@acolhe/shared/enums'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { emailTexts } from '@acolhe/shared/texts/emails'
import { pixAutomaticoTexts as t } from '@acolhe/shared/texts/pix-automatico'
import { seriesTexts } from '@acolhe/shared/texts/series'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import { freeCancellationUntil } from '@acolhe/shared/constants'
import { localDateOf } from '../../lib/brasilia-time'
import { PaymentProviderError } from '../../integrations/payments/payment-provider'
import type { PixCobr } from '../../integrations/pix/pix-automatico-gateway'
import { PixApiError } from '../../integrations/pix/pix-client'
import { paymentIdOfTxid, txidOf } from '../../integrations/pix/pix-provider'
import { renderEmail } from '../email/email-layout'
import { enqueueEmail } from '../email/outbox.repository'
import { closePixAutomaticoPayment, openPixAutomaticoPayment, settlePixAutomaticoDebit } from '../payments/pix-automatico-payments'
import type { PixAutomaticoDeps } from './pix-automatico-deps'
import { cancellableAtPsp, chargeNoLongerDue, dueDateOf, retryDateAfter, scheduleVerdict } from './pix-automatico-policy'
import * as repo from './pix-automatico.repository'

// The weekly recurring charges (decision 102): sent inside the regulation's window, cancelled when their
// week no longer happens, retried or fallen back after a refused debit, settled when the PSP says (read
// back) they were debited. Each step is idempotent: a charge's id is its txid, a debit's end-to-end id its
// event, and a state only moves forward.

export type ChargeRunCounts = { scheduled: number; cancelled: number; credited: number; fallbacks: number }

/**
 * Sends this week's charges: for each active authorization of a running series, each booked week still
 * unpaid whose due date is inside the window today gets a payment row and a cobr at the PSP. A week whose
 * charge the PSP refuses (down, or its rules) is marked cancelled so the next run tries again.
 */
export async function scheduleDueCharges(deps: PixAutomaticoDeps): Promise<number> {
  const gateway = deps.gateway
  if (!gateway) return 0
  const now = deps.clock.now()
  const today = localDateOf(now)
  let scheduled = 0
  for (const { authorization, seriesStatus } of await repo.listActiveAuthorizations(deps.db)) {
    if (seriesStatus !== 'ACTIVE') continue
    for (const week of await repo.listSeriesSessions(deps.db, authorization.seriesId, now)) {
      if (week.status === 'CANCELLED' || week.payment === 'DONE' || week.id === authorization.firstSessionId) continue
      const dueDate = dueDateOf(week.selectedDate)
      if (scheduleVerdict(dueDate, today) !== 'schedule') continue
      const charge = await deps.db.transaction(async (tx) => {
        // One job run at a time per series (several instances may run the job).
        await repo.lockSeries(tx, authorization.seriesId)
        const payment = await openPixAutomaticoPayment(tx, week.id, week.priceCents)
        const inserted = await repo.insertChargeOnce(tx, {
          id: randomUUID(),
          authorizationId: authorization.id,
          sessionId: week.id,
          paymentId: payment.id,
          weekStartsAt: week.selectedDate,
          amountCents: week.priceCents,
          dueDate,
          attemptDate: dueDate,
        })
        // The week already has a standing charge: the payment row opened for nothing is closed at once.
        if (!inserted) await closePixAutomaticoPayment(tx, payment.id)
        return inserted
      })
      if (!charge) continue
      try {
        await gateway.createCharge({
          txid: txidOf(charge.id),
          idRec: authorization.idRec,
          dueDate,
          amountCents: charge.amountCents,
          info: t.chargeInfo(dateTimeFor(week.selectedDate, BRASILIA_TIME_ZONE)),
        })
        scheduled += 1
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error
        await markCancelled(deps, charge, 'NOT_YET')
      }
    }
  }
  return scheduled
}

async function markCancelled(deps: PixAutomaticoDeps, charge: repo.ChargeRow, reason: PixAutomaticoNoChargeReason) {
  await deps.db.transaction(async (tx) => {
    const locked = await repo.findCharge(tx, charge.id, { forUpdate: true })
    if (!locked || (locked.state !== 'SCHEDULED' && locked.state !== 'FAILED_RETRYING')) return
    await repo.updateCharge(tx, charge.id, { state: 'CANCELLED', reason })
    await closePixAutomaticoPayment(tx, charge.paymentId)
  })
}

/** Cancels at the PSP; a charge the PSP already cancelled (or refuses to, being past its first attempt day) is read back. */
async function cancelAtPsp(deps: PixAutomaticoDeps, txid: string): Promise<PixCobr | undefined> {
  const gateway = deps.gateway
  if (!gateway) return undefined
  try {
    return await gateway.cancelCharge(txid)
  } catch (error) {
    if (error instanceof PixApiError && error.status === 400) return gateway.readCharge(txid)
    if (error instanceof PaymentProviderError) return undefined
    throw error
  }
}

/**
 * Charges whose week no longer happens (cancelled, paid another way), or whose authorization or series
 * stopped: cancelled at the PSP while that is still allowed. Past that day the debit goes through and the
 * payments module credits it to the balance when it arrives (the week no longer waits for it).
 */
export async function cancelChargesNoLongerDue(deps: PixAutomaticoDeps): Promise<number> {
  const today = localDateOf(deps.clock.now())
  let cancelled = 0
  for (const row of await repo.listOpenCharges(deps.db)) {
    const reason = chargeNoLongerDue({
      sessionStatus: row.session.status,
      sessionPaidOtherwise: row.session.payment === 'DONE',
      seriesStatus: row.seriesStatus,
      authorizationActive: row.authorizationStatus === 'ACTIVE',
      cancelledWithinFreeWindow: row.session.updatedAt.getTime() <= freeCancellationUntil(row.session.selectedDate).getTime(),
    })
    if (!reason || row.charge.state !== 'SCHEDULED' || !cancellableAtPsp(row.charge.dueDate, today)) continue
    const cobr = await cancelAtPsp(deps, txidOf(row.charge.id))
    if (cobr?.status !== 'CANCELADA') continue
    await markCancelled(deps, row.charge, reason)
    cancelled += 1
  }
  return cancelled
}

/** After the authorization ended: its open charges the PSP cancelled (or we still can) are closed here too. */
export async function closeCancelledCharges(deps: PixAutomaticoDeps, authorizationId: string): Promise<void> {
  const today = localDateOf(deps.clock.now())
  for (const charge of await repo.listChargesOfAuthorizations(deps.db, [authorizationId])) {
    if (charge.state !== 'SCHEDULED' && charge.state !== 'FAILED_RETRYING') continue
    const txid = txidOf(charge.id)
    const cobr = cancellableAtPsp(charge.dueDate, today) ? await cancelAtPsp(deps, txid) : await deps.gateway?.readCharge(txid).catch(() => undefined)
    if (cobr?.status === 'CANCELADA') await markCancelled(deps, charge, 'AUTHORIZATION_NOT_ACTIVE')
  }
}

/**
 * A cobr webhook: the charge is read back from the PSP and only what it says is applied. Concluded: the
 * debit settles the week's payment (or becomes balance when the week no longer waits for it). A refused
 * attempt: a retry on a later day when the rules and the week's pay deadline leave room, else the week
 * falls back to an ordinary payment and the patient is told. Cancelled or expired: closed.
 */
export async function applyChargeNews(deps: PixAutomaticoDeps, txid: string): Promise<ChargeRunCounts> {
  const counts: ChargeRunCounts = { scheduled: 0, cancelled: 0, credited: 0, fallbacks: 0 }
  const chargeId = paymentIdOfTxid(txid)
  const gateway = deps.gateway
  if (!chargeId || !gateway) return counts
  const charge = await repo.findCharge(deps.db, chargeId)
  if (!charge) return counts
  const cobr = await gateway.readCharge(txid).catch((error: unknown) => {
    if (error instanceof PixApiError && error.status === 404) return undefined
    throw error
  })
  if (!cobr) return counts

  const paid = cobr.status === 'CONCLUIDA' ? cobr.pix?.[0] : undefined
  if (paid) {
    const paidAt = Number.isNaN(Date.parse(paid.horario)) ? deps.clock.now() : new Date(paid.horario)
    const outcome = await settlePixAutomaticoDebit(deps.payments, { paymentId: charge.paymentId, endToEndId: paid.endToEndId, paidAt, amountCents: charge.amountCents })
    if (outcome === 'credited') counts.credited += 1
    const state = outcome === 'credited' ? 'CREDITED' : 'DEBITED'
    if (charge.state !== 'DEBITED' && charge.state !== 'CREDITED') await repo.updateCharge(deps.db, charge.id, { state, debitedAt: paidAt, endToEndId: paid.endToEndId })
    return counts
  }
  if (cobr.status === 'CANCELADA') {
    await markCancelled(deps, charge, charge.reason ?? 'AUTHORIZATION_NOT_ACTIVE')
    counts.cancelled += 1
    return counts
  }
  const refused = (cobr.tentativas ?? []).filter((a) => a.status === 'REJEITADA').length
  const waiting = (cobr.tentativas ?? []).some((a) => a.status === 'AGENDADA' || a.status === 'SOLICITADA')
  const ended = cobr.status === 'EXPIRADA' || cobr.status === 'REJEITADA'
  // Only news about our latest attempt counts: a replay of an older refusal finds the retry already asked.
  if (charge.state !== 'SCHEDULED' && charge.state !== 'FAILED_RETRYING') return counts
  if (!ended && (waiting || refused < charge.attempts)) return counts

  const session = await repo.findSessionFacts(deps.db, charge.sessionId)
  const today = localDateOf(deps.clock.now())
  const retry =
    !ended && session?.status !== 'CANCELLED' && session?.checkoutExpiresAt
      ? retryDateAfter({ attemptDate: charge.attemptDate, today, retriesSoFar: charge.attempts - 1, dueDate: charge.dueDate, payBy: session.checkoutExpiresAt })
      : null
  if (retry) {
    const asked = await gateway.retryCharge(txid, retry).then(
      () => true,
      (error: unknown) => {
        if (error instanceof PaymentProviderError) return false
        throw error
      },
    )
    if (asked) {
      await repo.updateCharge(deps.db, charge.id, { state: 'FAILED_RETRYING', attempts: charge.attempts + 1, attemptDate: retry })
      return counts
    }
  }
  await fallBack(deps, charge, session)
  counts.fallbacks += 1
  return counts
}

/** The debit did not happen and cannot be retried: the week asks for an ordinary payment by its deadline. */
async function fallBack(deps: PixAutomaticoDeps, charge: repo.ChargeRow, session: { checkoutExpiresAt: Date | null; selectedDate: Date; userId: string } | undefined) {
  await deps.db.transaction(async (tx) => {
    const locked = await repo.findCharge(tx, charge.id, { forUpdate: true })
    if (!locked || (locked.state !== 'SCHEDULED' && locked.state !== 'FAILED_RETRYING')) return
    await repo.updateCharge(tx, charge.id, { state: 'FAILED_FALLBACK' })
    await closePixAutomaticoPayment(tx, charge.paymentId)
    if (!session) return
    const patient = await repo.findPatientContact(tx, session.userId)
    if (!patient || patient.deletedAt) return
    const zone = patient.timeZone ?? BRASILIA_TIME_ZONE
    const payBy = session.checkoutExpiresAt ?? session.selectedDate
    const { html, text } = renderEmail(
      {
        title: t.debitFailedTitle,
        paragraphs: [emailTexts.greeting(patient.firstName), t.debitFailedBody(dateTimeFor(session.selectedDate, zone), dateTimeFor(payBy, zone))],
        action: { label: seriesTexts.action, url: `${deps.config.publicUrl}/home` },
      },
      emailTexts.footer,
    )
    await enqueueEmail(tx, { toAddress: patient.email, subject: t.debitFailedSubject, html, text, dedupeKey: `pix-automatico:fallback:${charge.id}` })
  })
}
