import { timingSafeEqual } from 'node:crypto'
import { paymentTexts } from '@acolhe/shared/texts/payments'
import { UnauthenticatedError } from '../../lib/errors'
import { PaymentProviderError } from '../../integrations/payments/payment-provider'
import { cobrTxidsOfWebhook, recIdsOfWebhook, type PixRec } from '../../integrations/pix/pix-automatico-gateway'
import { PixApiError } from '../../integrations/pix/pix-client'
import { PaymentProviderUnavailableError } from '../payments/payments.service'
import { pauseSeriesAfterAuthorizationCancelled } from '../series/authorization-pause'
import { applyChargeNews, closeCancelledCharges } from './pix-automatico-charges'
import type { PixAutomaticoDeps } from './pix-automatico-deps'
import * as repo from './pix-automatico.repository'

// The PSP's Pix Automático notifications (`{webhookUrl}/rec`, `{webhookUrl}/cobr`, decision 102). Like the
// cob webhook (decision 083) the URL carries the secret and a notification is never believed on its own:
// each recurrence or charge it names is read back from the PSP, and only that state is applied.

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function assertSecret(deps: PixAutomaticoDeps, secret: string) {
  const expected = deps.config.pix?.webhookSecret
  if (!expected || !deps.gateway || !sameSecret(secret, expected)) throw new UnauthenticatedError(paymentTexts.invalidSignature)
}

function unavailable(error: unknown): never {
  if (error instanceof PaymentProviderError) throw new PaymentProviderUnavailableError()
  throw error
}

/** Who ended a recurrence the PSP reports CANCELADA: the payer's side is the patient in the bank app. */
function cancelOrigin(rec: PixRec): 'PATIENT_BANK' | 'PATIENT' {
  const by = rec.encerramento?.cancelamento?.solicitante
  return by === 'USUARIO_PAGADOR' || by === 'PSP_PAGADOR' ? 'PATIENT_BANK' : 'PATIENT'
}

/** Applies what the PSP now says of one recurrence; safe to run any number of times. */
export async function applyRecurrenceNews(deps: PixAutomaticoDeps, idRec: string): Promise<void> {
  const gateway = deps.gateway
  const known = await repo.findAuthorizationByRec(deps.db, idRec)
  if (!gateway || !known) return
  const rec = await gateway.readRecurrence(idRec).catch((error: unknown) => {
    if (error instanceof PixApiError && error.status === 404) return undefined
    throw error
  })
  if (!rec) return
  const now = deps.clock.now()
  const ended = await deps.db.transaction(async (tx) => {
    const authorization = await repo.findAuthorizationByRec(tx, idRec, { forUpdate: true })
    if (!authorization || authorization.status === 'CANCELLED') return false
    if (rec.status === 'APROVADA') {
      if (authorization.status === 'PENDING') await repo.updateAuthorization(tx, authorization.id, { status: 'ACTIVE', recStatus: rec.status, authorizedAt: now, qrCode: null })
      return false
    }
    if (rec.status === 'CRIADA') return false
    const cancelledBy = rec.status === 'REJEITADA' ? 'BANK_REFUSED' : rec.status === 'EXPIRADA' ? 'EXPIRED' : cancelOrigin(rec)
    await repo.updateAuthorization(tx, authorization.id, { status: 'CANCELLED', recStatus: rec.status, cancelledBy, cancelledAt: now, qrCode: null })
    // The patient cancelled in the bank: the series pauses and both sides are told; the next week asks
    // for an ordinary payment.
    if (cancelledBy === 'PATIENT_BANK') await pauseSeriesAfterAuthorizationCancelled(deps, tx, authorization.seriesId, idRec)
    return true
  })
  if (ended) await closeCancelledCharges(deps, known.id)
}

/** POST /webhooks/pix/:secret/rec. */
export async function receiveRecWebhook(deps: PixAutomaticoDeps, secret: string, body: unknown): Promise<void> {
  assertSecret(deps, secret)
  for (const idRec of recIdsOfWebhook(body)) await applyRecurrenceNews(deps, idRec).catch(unavailable)
}

/** POST /webhooks/pix/:secret/cobr. */
export async function receiveCobrWebhook(deps: PixAutomaticoDeps, secret: string, body: unknown): Promise<void> {
  assertSecret(deps, secret)
  for (const txid of cobrTxidsOfWebhook(body)) await applyChargeNews(deps, txid).catch(unavailable)
}
