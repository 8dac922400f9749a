import type { TaxReceiptStatus } from '@acolhe/shared/api/tax-receipts'
import { localDateOf, type LocalDate } from '../../lib/brasilia-time'

// When a receipt should be issued by, and what may be done to an entry (decision 035). The web shows
// the flags these answer; it never works out a deadline itself.

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The last Brasília day of the month after the payment's month. The monthly carnê-leão of a month's
 * income is paid by the end of the following month, so a receipt issued by then is in that month's books.
 */
export function issueByOf(paidAt: Date): LocalDate {
  const [year, month] = localDateOf(paidAt).split('-').map(Number)
  // Day 0 of the month two ahead is the last day of the month after (months are 0-based in Date.UTC).
  const last = new Date(Date.UTC(year ?? 0, (month ?? 1) + 1, 0))
  return `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`
}

/** A pending entry whose day to issue by is over (Brasília days). */
export function isOverdue(entry: { status: TaxReceiptStatus; paidAt: Date }, now: Date): boolean {
  return entry.status === 'PENDING' && localDateOf(now) > issueByOf(entry.paidAt)
}

/** The number may be recorded while pending and corrected once issued; an entry not needed takes none. */
export function canRecordNumber(status: TaxReceiptStatus): boolean {
  return status !== 'NOT_NEEDED'
}
