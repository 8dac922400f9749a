import type { ReminderLinkOutcome, ReminderLinkPreview } from '@acolhe/shared/api/reminders'
import { formatBRL } from '@acolhe/shared/format/money'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { reminderTexts as t } from '@acolhe/shared/texts/reminders'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import type { Config } from '../../config'
import { AppError } from '../../lib/errors'
import { cancelAsPatientLocked, lockSession, patientCancellationPreview, recordPatientConfirmationLocked } from '../scheduling/lifecycle/lifecycle.service'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import { findPatient } from '../scheduling/scheduling.repository'
import { readLinkToken } from '../notifications/link-token'
import * as repo from './reminder-links.repository'

// The 'Confirmar presença' and 'Não poderei ir' links of reminders: public (the signed token is the
// credential), single-use, and ending when the consultation starts. Cancelling goes through the same
// cancellation as the app's, so the 24 h rule and the refund are the app's.

export type ReminderLinkDeps = SchedulingDeps & { config: SchedulingDeps['config'] & Pick<Config, 'reminderLinkSecret'> }

function refundSentence(refundedCents: number | null): string {
  if (refundedCents === null) return t.refundNotPaid
  return refundedCents > 0 ? t.refundReturned(formatBRL(refundedCents)) : t.refundNone
}

/** The token's claims once its signature and expiry hold; the refusals every use of a link answers. */
function claimsOf(deps: ReminderLinkDeps, token: string, now: Date) {
  const check = readLinkToken(deps.config.reminderLinkSecret, token, now)
  if (!check.ok) {
    throw check.reason === 'expired' ? new AppError(410, t.linkExpired, 'REMINDER_LINK_EXPIRED') : new AppError(400, t.linkInvalid, 'REMINDER_LINK_INVALID')
  }
  return check.claims
}

/**
 * What 'Não poderei ir' would do now, asked by its page before the click (the link stays unused): the
 * cancellation's own refusal and refund rule (`patientCancellationPreview`), worded for the patient.
 */
export async function previewReminderLink(deps: ReminderLinkDeps, token: string): Promise<ReminderLinkPreview> {
  const now = deps.clock.now()
  const { sessionId, action, nonce } = claimsOf(deps, token, now)
  if (action !== 'cancel') throw new AppError(400, t.linkInvalid, 'REMINDER_LINK_INVALID')
  return deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId)
    if (!session) throw new AppError(400, t.linkInvalid, 'REMINDER_LINK_INVALID')
    if (await repo.isLinkUsed(tx, nonce)) throw new AppError(409, t.linkUsed, 'REMINDER_LINK_USED')
    const { refundCents, freeUntil } = patientCancellationPreview(session, now)
    // The patient's clock, Brasília's beside it when they differ (decision 068).
    const zone = (await findPatient(tx, session.userId))?.timeZone ?? BRASILIA_TIME_ZONE
    const until = dateTimeFor(freeUntil, zone)
    const price = formatBRL(session.priceCents)
    const money = refundCents === null ? t.previewNotPaid : refundCents > 0 ? t.previewRefund(formatBRL(refundCents), until) : t.previewNoRefund(price, until)
    return { session: t.previewSession(dateTimeFor(session.selectedDate, zone)), money, refund: refundCents !== null && refundCents > 0 }
  })
}

/** Does what the link says, once. A refusal of the session policy leaves the link usable (nothing was done). */
export async function useReminderLink(deps: ReminderLinkDeps, token: string): Promise<ReminderLinkOutcome> {
  const now = deps.clock.now()
  const { sessionId, action, nonce } = claimsOf(deps, token, now)
  return deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId)
    if (!session) throw new AppError(400, t.linkInvalid, 'REMINDER_LINK_INVALID')
    if (!(await repo.recordLinkUse(tx, { nonce, sessionId, action, usedAt: now }))) throw new AppError(409, t.linkUsed, 'REMINDER_LINK_USED')
    // The patient's clock, Brasília's beside it when they differ (decision 068).
    const when = dateTimeFor(session.selectedDate, (await findPatient(tx, session.userId))?.timeZone ?? BRASILIA_TIME_ZONE)
    if (action === 'confirm') {
      // Only a consultation still booked can be attended.
      if (session.status !== 'CONFIRMED') throw new AppError(422, t.notConfirmable, 'STATUS_NOT_ALLOWED')
      await recordPatientConfirmationLocked(tx, sessionId, now)
      return { action, title: t.confirmedTitle, message: t.confirmedBody(when) }
    }
    const refundedCents = await cancelAsPatientLocked(deps, tx, session)
    return { action, title: t.cancelledTitle, message: `${t.cancelledBody(when)} ${refundSentence(refundedCents)}` }
  })
}
