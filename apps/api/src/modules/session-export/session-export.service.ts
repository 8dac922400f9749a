import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUS_LABELS, SESSION_STATUS_LABELS, SESSION_TYPE_LABELS } from '@acolhe/shared/enums'
import { SESSION_EXPORT_MAX_DAYS, type SessionExportQuery } from '@acolhe/shared/schemas/session-export'
import { adminTexts as t } from '@acolhe/shared/texts/admin-api'
import { sessionExportTexts as x } from '@acolhe/shared/texts/session-export'
import type { Deps } from '../../deps'
import { brasiliaDate, brasiliaTime } from '../../lib/brasilia-format'
import { addLocalDays, startOfLocalDay } from '../../lib/brasilia-time'
import { BadRequestError } from '../../lib/errors'
import { decimalComma, toCsv } from './csv'
import * as ledger from '../ledger/ledger.service'
import * as repo from './session-export.repository'

// GET /session/export: the consultations of a period with their payments, for the admin's spreadsheet
// (docs/decisions/029-lists-upcoming-first-and-csv-export.md).

type ExportDeps = Pick<Deps, 'db'>
const DAY_MS = 24 * 60 * 60 * 1000

const HEADER = [
  x.columns.date,
  x.columns.time,
  x.columns.type,
  x.columns.status,
  x.columns.modality,
  x.columns.patient,
  x.columns.patientEmail,
  x.columns.professional,
  x.columns.registration,
  x.columns.serviceValue,
  x.columns.operatingCost,
  x.columns.price,
  x.columns.payment,
  x.columns.paid,
  x.columns.balanceUsed,
  x.columns.method,
  x.columns.paidAt,
  x.columns.receipts,
  x.columns.refunded,
] as const

/** The method's Portuguese name; a payment made without one (balance, admin) shows where it came from. */
function methodLabel(method: string | null, provider: string): string {
  const known = PAYMENT_METHODS.find((candidate) => candidate === method)
  if (known) return PAYMENT_METHOD_LABELS[known]
  const source = PAYMENT_PROVIDERS.find((candidate) => candidate === provider)
  return source ? x.providerLabels[source] : (method ?? provider)
}

/** The period as instants: from the first moment of `date_a` to the end of `date_b`, Brasília days. */
function periodOf(query: SessionExportQuery): { from: Date; to: Date } {
  if (query.date_b < query.date_a) throw new BadRequestError(t.exportRangeOrder)
  const from = startOfLocalDay(query.date_a)
  const to = startOfLocalDay(addLocalDays(query.date_b, 1))
  if (to.getTime() - from.getTime() > SESSION_EXPORT_MAX_DAYS * DAY_MS) throw new BadRequestError(t.exportRangeTooLong)
  return { from, to }
}

export async function exportSessions(deps: ExportDeps, query: SessionExportQuery): Promise<{ fileName: string; csv: string }> {
  const { from, to } = periodOf(query)
  const sessions = await repo.listSessionsBetween(deps.db, from, to)
  const ids = sessions.map((s) => s.id)
  const [paid, refunds] = await Promise.all([repo.listPaidPayments(deps.db, ids), ledger.refundsBySession(deps.db, ids)])
  const paymentsOf = new Map<string, typeof paid>()
  for (const payment of paid) paymentsOf.set(payment.sessionId, [...(paymentsOf.get(payment.sessionId) ?? []), payment])
  const refundOf = new Map(refunds.map((r) => [r.sessionId, r.amountCents]))

  const rows = sessions.map((s) => {
    const attempts = paymentsOf.get(s.id) ?? []
    const last = attempts.at(-1)
    const patient = s.patientDeleted ? x.deletedPatient : [s.patientFirstName, s.patientLastName].filter(Boolean).join(' ')
    return [
      brasiliaDate(s.selectedDate),
      brasiliaTime(s.selectedDate),
      SESSION_TYPE_LABELS[s.type],
      SESSION_STATUS_LABELS[s.status],
      s.isOnline ? x.online : x.inPerson,
      patient,
      s.patientDeleted ? '' : s.patientEmail,
      `${s.professionalFirstName} ${s.professionalLastName}`,
      `${s.professionalRegistration}/${s.professionalState}`,
      decimalComma(s.serviceValueCents),
      decimalComma(s.operatingCostCents),
      decimalComma(s.priceCents),
      PAYMENT_STATUS_LABELS[s.payment],
      attempts.length ? decimalComma(attempts.reduce((sum, p) => sum + p.amountCents, 0)) : '',
      attempts.length ? decimalComma(attempts.reduce((sum, p) => sum + p.balanceUsedCents, 0)) : '',
      last ? methodLabel(last.method, last.provider) : '',
      last?.paidAt ? `${brasiliaDate(last.paidAt)} ${brasiliaTime(last.paidAt)}` : '',
      attempts.flatMap((p) => (p.receiptNumber === null ? [] : [String(p.receiptNumber)])).join(', '),
      refundOf.has(s.id) ? decimalComma(refundOf.get(s.id) ?? 0) : '',
    ]
  })
  return { fileName: x.fileName(query.date_a, query.date_b), csv: toCsv(HEADER, rows) }
}
