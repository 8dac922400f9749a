import type { SessionDto } from '@acolhe/shared/api/session'
import { formatBRL } from '@acolhe/shared/format/money'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import type { Viewer } from './viewer'

/**
 * What the cancel confirmation says about the money, from the server's answer of what a cancellation
 * now returns (`actions.cancel_refund_cents`; docs/decisions/023-session-policy-and-error-codes.md).
 */
export function cancelRefundText(session: { actions: Pick<SessionDto['actions'], 'cancel_refund_cents'> }, viewer: Viewer): string {
  const refund = session.actions.cancel_refund_cents
  if (refund === null) return t.cancelUnpaid
  if (viewer === 'professional') return t.cancelProfessionalRefund
  return refund > 0 ? t.cancelRefund(formatBRL(refund)) : t.cancelNoRefund
}
