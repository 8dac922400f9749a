import type { TaxReceiptDto, TaxReceiptListDto, TaxReceiptListQuery } from '@acolhe/shared/api/tax-receipts'
import type { TaxReceiptNumberBody } from '@acolhe/shared/schemas/tax-receipts'
import { taxReceiptCsvTexts as csvTexts, taxReceiptTexts as t } from '@acolhe/shared/texts/tax-receipts'
import type { Db } from '../../db/client'
import type { Deps } from '../../deps'
import { brasiliaDate } from '../../lib/brasilia-format'
import { localDateOf } from '../../lib/brasilia-time'
import { NotFoundError, UnprocessableError } from '../../lib/errors'
import { decimalComma, toCsv } from '../session-export/csv'
import { canRecordNumber, isOverdue, issueByOf } from './tax-receipt-rules'
import * as repo from './tax-receipts.repository'
import * as ledger from '../ledger/ledger.service'

// Receita Saúde receipts (decision 035): one entry per payment received for a consultation, written in
// the payment's own transaction; the professional issues it in the Receita Federal's app and records the
// number here. A refund afterwards makes a pending entry unnecessary or flags an issued one.

type ReceiptDeps = Pick<Deps, 'db' | 'clock'>

const DOCTOR_TYPES = new Set(['PSYCHIATRIST', 'DOCTOR_POSTGRADUATE'])
const CPF = /^\d{11}$/

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ')

/** dd/mm/aaaa of a Brasília 'YYYY-MM-DD'. */
const dayOf = (local: string) => `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`

/**
 * Called by the payments module, in the transaction that made the payment settle a consultation: writes
 * the payment's pending entry once. Nothing is written for a professional registered with a CNPJ (a
 * company issues an invoice, not a Receita Saúde receipt) or for a consultation with no service value.
 */
export async function recordPaymentReceived(tx: Db, paymentId: string): Promise<void> {
  const context = await repo.findPaymentContext(tx, paymentId)
  if (!context || context.payment.status !== 'DONE') return
  const { payment, session, patient, professional } = context
  const paidAt = payment.paidAt
  if (!paidAt) return
  if (!CPF.test(professional.cpfOrCnpj) || session.serviceValueCents <= 0) return
  const payerName = fullName(patient.firstName, patient.lastName) || patient.email
  await repo.insertReceiptOnce(tx, {
    paymentId: payment.id,
    sessionId: session.id,
    professionalId: professional.id,
    payerName,
    payerCpf: patient.cpf,
    // Acolhe serves adults who book for themselves: the patient both pays and is cared for.
    beneficiaryName: payerName,
    beneficiaryCpf: patient.cpf,
    amountCents: session.serviceValueCents,
    paidAt,
    professionalCpf: professional.cpfOrCnpj,
    council: DOCTOR_TYPES.has(professional.professionalType) ? t.councilCrm : t.councilCrp,
    councilRegistration: `${professional.crmOrCrp}/${professional.documentState}`,
    description: t.description(professional.professionalType, brasiliaDate(session.selectedDate)),
  })
}

/**
 * At start (under the start-up lock): the entries of payments that settled a consultation before the
 * receipts existed, written as the payment would have written them, and made 'not needed' when the
 * consultation was refunded since. Idempotent: a payment with an entry is never looked at again.
 */
export async function backfillTaxReceipts(db: Db, now: Date): Promise<number> {
  let written = 0
  const candidates = await repo.paymentsWithoutReceipt(db)
  // A late payment that only became balance settled nothing; once the others have their entries this
  // finds nothing. A refunded consultation's entry is marked so.
  const lateCredits = await ledger.latePaymentCreditsAmong(db, candidates.map((row) => row.paymentId))
  const refunded = await ledger.refundedSessionIdsAmong(db, candidates.map((row) => row.sessionId))
  for (const missing of candidates.filter((row) => !lateCredits.has(row.paymentId))) {
    await db.transaction(async (tx) => {
      await recordPaymentReceived(tx, missing.paymentId)
      if (refunded.has(missing.sessionId)) await repo.markSessionRefunded(tx, missing.sessionId, now)
    })
    written += 1
  }
  return written
}

/** Called where a paid consultation's money goes back to the patient (a refund to balance, an admin's 'Reembolsado'). */
export function recordSessionRefunded(tx: Db, sessionId: string, now: Date): Promise<void> {
  return repo.markSessionRefunded(tx, sessionId, now)
}

function toDto(row: repo.TaxReceiptRow, now: Date): TaxReceiptDto {
  return {
    id: row.id,
    session_id: row.sessionId,
    status: row.status,
    status_label: t.statusLabels[row.status],
    payer_name: row.payerName,
    payer_cpf: row.payerCpf,
    beneficiary_name: row.beneficiaryName,
    beneficiary_cpf: row.beneficiaryCpf,
    amount_cents: row.amountCents,
    paid_at: row.paidAt.toISOString(),
    paid_on: brasiliaDate(row.paidAt),
    professional_cpf: row.professionalCpf,
    council: row.council,
    council_registration: row.councilRegistration,
    description: row.description,
    receipt_number: row.receiptNumber,
    issued_at: row.issuedAt?.toISOString() ?? null,
    issue_by: dayOf(issueByOf(row.paidAt)),
    overdue: isOverdue(row, now),
    refunded_after_issue: row.refundedAfterIssueAt !== null,
    can_record_number: canRecordNumber(row.status),
  }
}

/** GET /professional-private/me/tax-receipts. */
export async function listTaxReceipts(deps: ReceiptDeps, professionalId: string, query: TaxReceiptListQuery): Promise<TaxReceiptListDto> {
  const now = deps.clock.now()
  const [rows, pending] = await Promise.all([repo.listReceipts(deps.db, professionalId, query.status), repo.listPendingPaidAt(deps.db, professionalId)])
  return {
    data: rows.map((row) => toDto(row, now)),
    overdue_count: pending.filter((row) => isOverdue({ status: 'PENDING', paidAt: row.paidAt }, now)).length,
  }
}

/** PATCH /professional-private/me/tax-receipts/{id}: records (or corrects) the number the Receita Saúde app gave. */
export async function recordReceiptNumber(deps: ReceiptDeps, professionalId: string, id: string, body: TaxReceiptNumberBody): Promise<TaxReceiptDto> {
  const now = deps.clock.now()
  const row = await deps.db.transaction(async (tx) => {
    const entry = await repo.lockOwnedReceipt(tx, id, professionalId)
    // Someone else's entry answers as a missing one: its existence is not the caller's business.
    if (!entry) throw new NotFoundError(t.notFound)
    if (!canRecordNumber(entry.status)) throw new UnprocessableError(t.notNeeded)
    return repo.updateReceipt(tx, id, { status: 'ISSUED', receiptNumber: body.receipt_number, issuedAt: entry.issuedAt ?? now })
  })
  return toDto(row, now)
}

const CSV_HEADER = [
  csvTexts.columns.status,
  csvTexts.columns.paidOn,
  csvTexts.columns.payer,
  csvTexts.columns.payerCpf,
  csvTexts.columns.beneficiary,
  csvTexts.columns.beneficiaryCpf,
  csvTexts.columns.amount,
  csvTexts.columns.professionalCpf,
  csvTexts.columns.council,
  csvTexts.columns.description,
  csvTexts.columns.issueBy,
  csvTexts.columns.number,
  csvTexts.columns.issuedOn,
  csvTexts.columns.warning,
] as const

/** GET /professional-private/me/tax-receipts.csv: the same entries as the list, for a spreadsheet or an accountant. */
export async function exportTaxReceipts(deps: ReceiptDeps, professionalId: string, query: TaxReceiptListQuery): Promise<{ fileName: string; csv: string }> {
  const now = deps.clock.now()
  const rows = await repo.listReceipts(deps.db, professionalId, query.status)
  const lines = rows.map((row) => {
    const dto = toDto(row, now)
    const warning = dto.refunded_after_issue ? t.refundedAfterIssue : dto.overdue ? t.overdue(dto.issue_by) : ''
    return [
      dto.status_label,
      dto.paid_on,
      dto.payer_name,
      dto.payer_cpf ?? '',
      dto.beneficiary_name,
      dto.beneficiary_cpf ?? '',
      decimalComma(dto.amount_cents),
      dto.professional_cpf,
      `${dto.council} ${dto.council_registration}`,
      dto.description,
      dto.issue_by,
      dto.receipt_number ?? '',
      row.issuedAt ? brasiliaDate(row.issuedAt) : '',
      warning,
    ]
  })
  return { fileName: csvTexts.fileName(localDateOf(now)), csv: toCsv(CSV_HEADER, lines) }
}
