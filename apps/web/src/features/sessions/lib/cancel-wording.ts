import type { SessionDto } from '@acolhe/shared/api/session'
import { formatBRL } from '@acolhe/shared/format/money'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import type { Viewer } from './card-actions'

/**
 * What the cancel confirmation says about the money (00-decisions.md "Money"): a patient gets the
 * amount paid back as balance only 24 hours or more before the start; a professional's cancellation
 * always returns it in full.
 */
export function cancelRefundText(session: Pick<SessionDto, 'payment' | 'price_cents' | 'can_patient_cancel_free'>, viewer: Viewer): string {
  const paid = session.payment === 'DONE' && session.price_cents > 0
  if (!paid) return t.cancelUnpaid
  if (viewer === 'professional') return t.cancelProfessionalRefund
  return session.can_patient_cancel_free ? t.cancelRefund(formatBRL(session.price_cents)) : t.cancelNoRefund
}
