import type { EarningsDto } from '@acolhe/shared/api/earnings'
import type { Deps } from '../../deps'
import { localDateOf, startOfLocalDay } from '../../lib/brasilia-time'
import { listPaidSessionsSince } from './earnings.repository'

// Earnings per month (decision 027): a consultation counts in the Brasília month of its start, once paid
// and while not cancelled nor missed by the professional (both were refunded; a patient's absence counts,
// decision 038). The prices are the ones frozen at booking.

type EarningsDeps = Pick<Deps, 'db' | 'clock'>
type Month = EarningsDto['months'][number]

/** The current month and the eleven before it. */
export const MONTHS_SHOWN = 12

/** 'YYYY-MM' of the month `back` months before `month`. */
function monthBefore(month: string, back: number): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 - back]
  const shifted = year * 12 + index
  return `${Math.floor(shifted / 12)}-${String((shifted % 12) + 1).padStart(2, '0')}`
}

export async function earningsOf(deps: EarningsDeps, professionalId: string): Promise<EarningsDto> {
  const current = localDateOf(deps.clock.now()).slice(0, 7)
  const months = Array.from({ length: MONTHS_SHOWN }, (_, back) => monthBefore(current, back))
  const oldest = months.at(-1) ?? current
  const rows = await listPaidSessionsSince(deps.db, professionalId, startOfLocalDay(`${oldest}-01`))
  const byMonth = new Map<string, Month>(
    months.map((month) => [month, { month, paid_consultations: 0, gross_cents: 0, operating_costs_cents: 0, service_value_cents: 0 }]),
  )
  for (const row of rows) {
    const entry = byMonth.get(localDateOf(row.selectedDate).slice(0, 7))
    // Consultations booked in months ahead are counted when their month comes.
    if (!entry) continue
    entry.paid_consultations += 1
    entry.gross_cents += row.priceCents
    entry.operating_costs_cents += row.operatingCostCents
    entry.service_value_cents += row.serviceValueCents
  }
  return { months: months.map((month) => byMonth.get(month)).filter((entry): entry is Month => entry !== undefined) }
}
