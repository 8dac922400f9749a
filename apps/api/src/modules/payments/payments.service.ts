import type { BalanceDto, CheckoutUrlDto, LocalCheckoutDto } from '@acolhe/shared/api/payments'
import type { PixCheckoutDto } from '@acolhe/shared/api/pix'
import {
  BALANCE_ENTRY_REASON_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentStatus,
} from '@acolhe/shared/enums'
import { dateIn, dateTimeFor, timeFor } from '@acolhe/shared/format/zoned-time'
import { paymentTexts as t } from '@acolhe/shared/texts/payments'
import { pixTexts } from '@acolhe/shared/texts/pix'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import { sessionTexts } from '@acolhe/shared/texts/session'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { AppError, ForbiddenError, NotFoundError, UnauthenticatedError, UnprocessableError } from '../../lib/errors'
import { buildBoletoLine } from '../../integrations/payments/boleto-line'
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentNotification,
  type WebhookRequest,
} from '../../integrations/payments/payment-provider'
import { buildPixPayload } from '../../integrations/payments/pix-br-code'
import type { PaymentProviders } from '../../integrations/payments/providers'
import { wizardReturnUrl } from '../../integrations/payments/return-url'
import type { SessionRow } from '../scheduling/scheduling.repository'
import { confirmLocked, extendHold, lockSession, markPaymentRefusedLocked, setPaymentLocked } from '../scheduling/lifecycle/lifecycle.service'
import * as ledger from '../ledger/ledger.service'
import { throwIfRefused } from '../scheduling/policy/refusal'
import { payRefusal, seeRefusal } from '../scheduling/policy/session-rules'
import { findSession, sessionDto } from '../scheduling/lists/session-queries.service'
import { applyBalance } from './balance-payment'
import { latePaymentEmail } from './late-payment-email'
import * as repo from './payments.repository'
import { renderReceiptPdf } from './receipt-pdf'
import { holdUntil, offeredMethods } from './offered-methods'
import { settlementOf } from './settlement'
import { insertAudit } from '../audit/audit.repository'
import type { ActorRef } from '../auth/actor'
import { recordPaymentReceived, recordSessionRefunded } from '../tax-receipts/tax-receipts.service'

// The money rules (docs/decisions/004-payments.md, 017-money-and-abuse-limits.md): balance first, the provider for the rest, a verified and
// idempotent webhook as the only way (besides an admin) to mark a payment DONE, and a ledger of rows.

export type PaymentsDeps = {
  db: Db
  clock: Clock
  config: Pick<Config, 'meetingBaseUrl' | 'meetingJwt' | 'checkoutExpiryMinutes' | 'publicUrl' | 'mailFrom'>
  providers: PaymentProviders
}

/** 502: the provider failed us; the payer may simply try again. */
export class PaymentProviderUnavailableError extends AppError {
  constructor() {
    super(502, t.providerUnavailable, 'PROVIDER_UNAVAILABLE')
  }
}

/** Receipts: the patient of the session or an admin (never the professional). */
function assertPatientOrAdmin(actor: ActorRef, session: Pick<SessionRow, 'userId' | 'professionalId'>) {
  if (actor.kind === 'professional') throw new ForbiddenError()
  throwIfRefused(seeRefusal(actor, session))
}

/** GET /session/{id}/checkout-url. */
export async function startCheckout(deps: PaymentsDeps, actor: ActorRef, sessionId: string): Promise<CheckoutUrlDto> {
  const now = deps.clock.now()
  const provider = deps.providers.active
  const prepared = await deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId)
    if (!session) throw new NotFoundError(sessionTexts.sessionNotFound)
    throwIfRefused(payRefusal(actor, session, now))
    // A checkout offering boleto keeps the hour for its clearing time (decision 030).
    const hold = holdUntil(session, now)
    if (hold && hold.getTime() !== session.checkoutExpiresAt?.getTime()) await extendHold(tx, session.id, hold)
    const balance = await applyBalance(deps, tx, session, now)
    if (balance.paid) return { kind: 'paid-with-balance' as const }
    const reserved = balance.reservedCents
    const rest = session.priceCents - reserved
    const open = await repo.findOpenPayment(tx, sessionId, provider.name)
    if (open?.checkoutUrl && open.amountCents === rest) return { kind: 'existing' as const, url: open.checkoutUrl }
    const payment =
      open && open.amountCents === rest
        ? open
        : await repo.insertPayment(tx, { sessionId, provider: provider.name, amountCents: rest, balanceUsedCents: reserved })
    const patient = await repo.findPatient(tx, session.userId)
    return { kind: 'new' as const, payment, session: { ...session, checkoutExpiresAt: hold }, patient }
  })
  if (prepared.kind === 'paid-with-balance') return { url: null, paid_with_balance: true }
  if (prepared.kind === 'existing') return { url: prepared.url, paid_with_balance: false }

  // The provider is called outside the transaction: no row lock is held while the network is slow.
  const { payment, session, patient } = prepared
  try {
    const checkout = await provider.createCheckout({
      paymentId: payment.id,
      sessionId: session.id,
      amountCents: payment.amountCents,
      title: t.checkoutTitle(dateTimeFor(session.selectedDate, patient?.timeZone ?? BRASILIA_TIME_ZONE)),
      payer: { email: patient?.email ?? '', firstName: patient?.firstName ?? null, lastName: patient?.lastName ?? null },
      expiresAt: session.checkoutExpiresAt ?? session.selectedDate,
      methods: offeredMethods(session, now),
    })
    await repo.updatePayment(deps.db, payment.id, { providerReference: checkout.reference, checkoutUrl: checkout.url })
    return { url: checkout.url, paid_with_balance: false }
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new PaymentProviderUnavailableError()
    throw error
  }
}

/** Tells the API Pix PSP where to notify (PUT /webhook/{chave}); answers the error instead of throwing it. */
export async function registerPixWebhook(deps: PaymentsDeps): Promise<{ ok: true } | { ok: false; error: unknown }> {
  const provider = deps.providers.byName('pix')
  if (!provider?.registerWebhook) return { ok: false, error: new Error('API Pix is not configured') }
  try {
    await provider.registerWebhook()
    return { ok: true }
  } catch (error) {
    return { ok: false, error }
  }
}

export type WebhookOutcome = 'confirmed' | 'failed' | 'credited' | 'duplicate' | 'ignored' | 'unknown-payment'

/** POST /webhooks/{provider}: verify, then apply the notification exactly once. */
export async function receiveWebhook(deps: PaymentsDeps, providerName: string, request: WebhookRequest): Promise<WebhookOutcome[]> {
  const provider = deps.providers.byName(providerName)
  if (!provider) throw new NotFoundError(t.paymentNotFound)
  let notifications: PaymentNotification[]
  try {
    notifications = await provider.parseWebhook(request, deps.clock.now())
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new UnauthenticatedError(t.invalidSignature)
    if (error instanceof PaymentProviderError) throw new PaymentProviderUnavailableError()
    throw error
  }
  // One transaction per notification: each is stored and applied exactly once on its own.
  const outcomes: WebhookOutcome[] = []
  for (const notification of notifications) outcomes.push(await applyNotification(deps, provider.name, notification))
  return outcomes
}

/**
 * Stores the event under its unique key and applies it in the same transaction: a replay finds the
 * key taken and changes nothing; DONE is final, so a late FAILED never downgrades it.
 */
export async function applyNotification(deps: PaymentsDeps, providerName: string, n: PaymentNotification): Promise<WebhookOutcome> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const fresh = await repo.insertEventOnce(tx, { provider: providerName, eventId: n.eventId, payload: n.payload })
    if (!fresh) return 'duplicate'
    const known = await repo.findPayment(tx, n.paymentId)
    if (!known || known.provider !== providerName) return 'unknown-payment'
    // Lock order everywhere: session, then payment, then patient.
    const session = await lockSession(tx, known.sessionId)
    const payment = await repo.findPayment(tx, known.id, { forUpdate: true })
    if (!session || !payment) return 'unknown-payment'
    if (n.status === 'DONE') return applyDone(deps, tx, session, payment, n, now)
    if (n.status === 'FAILED') return applyFailed(deps, tx, session, payment, n)
    return 'ignored'
  })
}

async function applyDone(
  deps: PaymentsDeps,
  tx: Db,
  session: SessionRow,
  payment: repo.PaymentRow,
  n: PaymentNotification,
  now: Date,
): Promise<WebhookOutcome> {
  if (payment.status === 'DONE') return 'ignored'
  await repo.markPaymentDone(tx, payment.id, { paidAt: n.paidAt ?? now, method: n.method, providerPaymentId: n.providerPaymentId })
  const { reservedCents } = await ledger.reservationOf(tx, session.id)
  const settlement = settlementOf(session, payment, reservedCents, now)
  if (settlement === 'credit') {
    // Too late (cancelled, checkout expired, started), paid twice, or computed against balance that was
    // given back since: exactly what this attempt charged becomes balance, never the session's price.
    await creditLatePayment(tx, session, payment)
    return 'credited'
  }
  if (settlement === 'confirm-and-release') await ledger.releaseReservations(tx, [session.id])
  await confirmLocked(deps, tx, session)
  await recordPaymentReceived(tx, payment.id)
  return 'confirmed'
}

async function creditLatePayment(tx: Db, session: SessionRow, payment: repo.PaymentRow) {
  const credited = await ledger.creditLatePayment(tx, payment, session.userId)
  if (!credited) return
  const patient = await repo.findPatient(tx, session.userId)
  if (!patient || patient.deletedAt) return
  const email = latePaymentEmail({ firstName: patient.firstName, timeZone: patient.timeZone, amountCents: payment.amountCents, sessionStart: session.selectedDate })
  await repo.queueEmail(tx, { toAddress: patient.email, ...email, dedupeKey: `late-payment:${payment.id}` })
}

async function applyFailed(deps: PaymentsDeps, tx: Db, session: SessionRow, payment: repo.PaymentRow, n: PaymentNotification): Promise<WebhookOutcome> {
  if (payment.status !== 'WAITING') return 'ignored'
  await repo.updatePayment(tx, payment.id, {
    status: 'FAILED',
    method: n.method ?? payment.method,
    providerPaymentId: n.providerPaymentId ?? payment.providerPaymentId,
  })
  await markPaymentRefusedLocked(deps, tx, session)
  return 'failed'
}

/** PATCH /session/{id}/payment (admin): any status; DONE confirms the session. Audited. */
export async function setPaymentByAdmin(deps: PaymentsDeps, actor: ActorRef, sessionId: string, status: PaymentStatus) {
  if (actor.kind !== 'admin') throw new ForbiddenError()
  const now = deps.clock.now()
  if (status === 'REFUNDED') await sendBackThroughProvider(deps, sessionId)
  await deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId)
    if (!session) throw new NotFoundError(sessionTexts.sessionNotFound)
    const before = { payment: session.payment, status: session.status }
    if (status === 'DONE' && session.payment !== 'DONE') {
      const { reservedCents } = await ledger.reservationOf(tx, session.id)
      const paid = await repo.insertPaidPayment(tx, {
        sessionId,
        provider: 'admin',
        amountCents: Math.max(0, session.priceCents - reservedCents),
        balanceUsedCents: reservedCents,
        paidAt: now,
      })
      await recordPaymentReceived(tx, paid.id)
    }
    // 'Reembolsado' says the money went back to the patient: the session's receipt entries follow.
    if (status === 'REFUNDED' && session.payment !== 'REFUNDED') await recordSessionRefunded(tx, sessionId, now)
    await setPaymentLocked(deps, tx, session, status)
    const after = await lockSession(tx, sessionId)
    await insertAudit(tx, {
      actorKind: 'admin',
      actorId: actor.id,
      action: 'session.payment.update',
      entity: 'session',
      entityId: sessionId,
      before,
      after: { payment: after?.payment, status: after?.status },
    })
  })
  return sessionDto(deps, actor, sessionId)
}

/**
 * 'Reembolsado' on a session paid through API Pix sends the money back as a devolução before the status
 * changes (decision 083): if the PSP refuses, nothing changes and the admin sees 502. Asked twice, the
 * devolução's id (our payment's) makes it one. Other providers' refunds stay done by hand.
 */
async function sendBackThroughProvider(deps: PaymentsDeps, sessionId: string) {
  const session = await findSession(deps.db, sessionId)
  if (session?.payment !== 'DONE') return
  const paid = await repo.findPaidPayment(deps.db, sessionId)
  if (!paid?.providerPaymentId || paid.amountCents <= 0) return
  // Money that already came back as balance (a cancellation refund, a late payment credited) is not
  // sent back a second time.
  if ((await ledger.refundedSessionIdsAmong(deps.db, [sessionId])).size > 0) return
  if ((await ledger.latePaymentCreditsAmong(deps.db, [paid.id])).size > 0) return
  const provider = deps.providers.byName(paid.provider)
  if (!provider?.refund) return
  try {
    await provider.refund({ paymentId: paid.id, providerPaymentId: paid.providerPaymentId, amountCents: paid.amountCents, reason: pixTexts.refundReason })
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError(502, pixTexts.refundUnavailable, 'PROVIDER_UNAVAILABLE')
    throw error
  }
}

/** GET /user/me/balance. */
export async function getBalance(deps: Pick<PaymentsDeps, 'db'>, patientId: string): Promise<BalanceDto> {
  const rows = await ledger.entriesOf(deps.db, patientId, 'newest-first')
  return {
    balance_cents: rows.reduce((sum, row) => sum + row.amountCents, 0),
    entries: rows.map((row) => ({
      id: row.id,
      amount_cents: row.amountCents,
      reason: row.reason,
      reason_label: BALANCE_ENTRY_REASON_LABELS[row.reason],
      session_id: row.sessionId,
      created_at: row.createdAt.toISOString(),
    })),
  }
}

const DOCTOR_TYPES = new Set(['PSYCHIATRIST', 'DOCTOR_POSTGRADUATE'])

function methodLabel(payment: repo.PaymentRow): string {
  if (payment.provider === 'balance') return t.receiptMethodBalance
  if (payment.provider === 'admin') return t.receiptMethodAdmin
  const method = PAYMENT_METHODS.find((m) => m === payment.method)
  return method ? PAYMENT_METHOD_LABELS[method] : t.receiptMethodUnknown
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ')

/** GET /session/{id}/receipt: the PDF of a paid session. */
export async function getReceipt(deps: Pick<PaymentsDeps, 'db' | 'clock'>, actor: ActorRef, sessionId: string) {
  const view = await repo.findReceiptView(deps.db, sessionId)
  if (!view) throw new NotFoundError(sessionTexts.sessionNotFound)
  assertPatientOrAdmin(actor, view.session)
  const payment = view.session.payment === 'DONE' ? await repo.findPaidPayment(deps.db, sessionId) : undefined
  if (!payment || payment.receiptNumber === null) throw new UnprocessableError(t.receiptUnavailable)
  const number = String(payment.receiptNumber).padStart(6, '0')
  const { session, patient, professional } = view
  // The patient's document: its days and hours on their clock, Brasília's beside them (decision 068).
  const zone = patient.timeZone
  const pdf = await renderReceiptPdf({
    number,
    patient: { name: fullName(patient.firstName, patient.lastName) || patient.email, cpf: patient.cpf },
    professional: {
      name: fullName(professional.firstName, professional.lastName),
      cpfOrCnpj: professional.cpfOrCnpj,
      registryLabel: DOCTOR_TYPES.has(professional.professionalType) ? t.receiptCrm : t.receiptCrp,
      registry: `${professional.crmOrCrp}/${professional.documentState}`,
    },
    session: {
      date: dateIn(session.selectedDate, zone),
      time: timeFor(session.selectedDate, zone),
      service: view.service.serviceName,
      modality: session.isOnline ? t.receiptOnline : t.receiptInPerson,
    },
    payment: {
      totalCents: payment.amountCents + payment.balanceUsedCents,
      balanceUsedCents: payment.balanceUsedCents,
      chargedCents: payment.amountCents,
      method: methodLabel(payment),
      paidAt: payment.paidAt ? dateTimeFor(payment.paidAt, zone) : t.receiptNotInformed,
    },
    issuedAt: dateTimeFor(deps.clock.now(), zone),
  })
  return { fileName: t.receiptFileName(number), pdf }
}

/** GET /payments/local/{paymentId}: what the built-in checkout page shows (demo provider only). */
export async function getLocalCheckout(deps: Pick<PaymentsDeps, 'db' | 'config' | 'clock'>, paymentId: string): Promise<LocalCheckoutDto> {
  const payment = await repo.findPayment(deps.db, paymentId)
  if (!payment || payment.provider !== 'local') throw new NotFoundError(t.paymentNotFound)
  const session = await findSession(deps.db, payment.sessionId)
  if (!session) throw new NotFoundError(t.paymentNotFound)
  const due = session.checkoutExpiresAt ?? session.selectedDate
  // The page's days and hours are the patient's, Brasília's beside them (decision 068).
  const zone = (await repo.findPatient(deps.db, session.userId))?.timeZone ?? BRASILIA_TIME_ZONE
  const txid = payment.id.replace(/-/g, '').slice(0, 25)
  const methods = offeredMethods(session, deps.clock.now())
  return {
    id: payment.id,
    status: payment.status,
    amount_cents: payment.amountCents,
    description: t.checkoutTitle(dateTimeFor(session.selectedDate, zone)),
    expires_at: due.toISOString(),
    time_zone: zone,
    pix_payload: buildPixPayload({
      key: 'pagamentos@acolhe.local',
      amountCents: payment.amountCents,
      merchantName: 'Acolhe',
      merchantCity: 'Sao Paulo',
      txid,
      description: 'Consulta Acolhe',
    }),
    methods,
    methods_notice: methods.includes('BOLETO') ? null : t.boletoUnavailable,
    boleto_digitable_line: buildBoletoLine({
      bank: '001',
      amountCents: payment.amountCents,
      due,
      freeField: BigInt(`0x${payment.id.replace(/-/g, '')}`).toString().slice(0, 25),
    }),
    return_url: wizardReturnUrl(deps.config.publicUrl, session.id, payment.status === 'DONE' ? 'approved' : payment.status === 'FAILED' ? 'failure' : 'pending'),
  }
}

/**
 * GET /payments/pix/{paymentId}: our page for a charge through API Pix — the PSP's own BR Code (read
 * from the charge, so what the payer scans is what the PSP will match), the amount and the deadline.
 */
export async function getPixCheckout(deps: Pick<PaymentsDeps, 'db' | 'config' | 'providers'>, actor: ActorRef, paymentId: string): Promise<PixCheckoutDto> {
  const payment = await repo.findPayment(deps.db, paymentId)
  if (!payment || payment.provider !== 'pix') throw new NotFoundError(t.paymentNotFound)
  const session = await findSession(deps.db, payment.sessionId)
  if (!session) throw new NotFoundError(t.paymentNotFound)
  assertPatientOrAdmin(actor, session)
  const zone = (await repo.findPatient(deps.db, session.userId))?.timeZone ?? BRASILIA_TIME_ZONE
  const provider = deps.providers.byName('pix')
  let code: string | null = null
  if (payment.status === 'WAITING' && payment.providerReference && provider?.paymentCode) {
    try {
      code = await provider.paymentCode(payment.providerReference)
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new AppError(502, pixTexts.chargeUnavailable, 'PROVIDER_UNAVAILABLE')
      throw error
    }
  }
  return {
    id: payment.id,
    status: payment.status,
    amount_cents: payment.amountCents,
    description: t.checkoutTitle(dateTimeFor(session.selectedDate, zone)),
    expires_at: (session.checkoutExpiresAt ?? session.selectedDate).toISOString(),
    time_zone: zone,
    pix_copia_e_cola: code,
    return_url: wizardReturnUrl(deps.config.publicUrl, session.id, payment.status === 'DONE' ? 'approved' : payment.status === 'FAILED' ? 'failure' : 'pending'),
  }
}

/**
 * The local page may decide only while the payment is still open (a refused one may be retried), and
 * only with a method the checkout offers.
 */
export async function assertLocalPaymentOpen(deps: Pick<PaymentsDeps, 'db' | 'clock'>, paymentId: string, method: PaymentMethod) {
  const payment = await repo.findPayment(deps.db, paymentId)
  if (!payment || payment.provider !== 'local') throw new NotFoundError(t.paymentNotFound)
  if (payment.status === 'DONE' || payment.status === 'REFUNDED') throw new UnprocessableError(t.paymentClosed)
  const session = await findSession(deps.db, payment.sessionId)
  if (session && !offeredMethods(session, deps.clock.now()).includes(method)) throw new UnprocessableError(t.boletoUnavailable)
  return payment
}

export function findPaymentRow(db: Db, paymentId: string) {
  return repo.findPayment(db, paymentId)
}
