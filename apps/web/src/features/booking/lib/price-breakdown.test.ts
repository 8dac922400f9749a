import { describe, expect, it } from 'vitest'
import type { BalanceDto } from '@acolhe/shared/api/payments'
import { priceBreakdown } from './price-breakdown'

const SESSION = '5b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11'
const session = { id: SESSION, price_cents: 20500, service_value_cents: 20000, operating_cost_cents: 500 }
const entry = (amount: number, reason: BalanceDto['entries'][number]['reason'], sessionId: string | null = null) => ({
  id: crypto.randomUUID(),
  amount_cents: amount,
  reason,
  reason_label: '',
  session_id: sessionId,
  created_at: '2026-11-01T12:00:00.000Z',
})

describe('price of step 4', () => {
  it('is the service value plus R$ 5,00, all charged when there is no balance', () => {
    expect(priceBreakdown(session, { balance_cents: 0, entries: [] })).toEqual({
      serviceValueCents: 20000,
      operatingCostCents: 500,
      priceCents: 20500,
      balanceUsedCents: 0,
      toPayCents: 20500,
    })
  })

  it('uses the balance first, never more than the price', () => {
    expect(priceBreakdown(session, { balance_cents: 5000, entries: [] }).toPayCents).toBe(15500)
    expect(priceBreakdown(session, { balance_cents: 90000, entries: [] })).toMatchObject({ balanceUsedCents: 20500, toPayCents: 0 })
  })

  it('counts balance an earlier checkout of this session already holds', () => {
    const balance = { balance_cents: 1000, entries: [entry(-4000, 'CHECKOUT_DEBIT', SESSION), entry(5000, 'CANCELLATION_REFUND')] }
    expect(priceBreakdown(session, balance)).toMatchObject({ balanceUsedCents: 5000, toPayCents: 15500 })
    const released = { balance_cents: 5000, entries: [entry(4000, 'CHECKOUT_RELEASE', SESSION), entry(-4000, 'CHECKOUT_DEBIT', SESSION)] }
    expect(priceBreakdown(session, released)).toMatchObject({ balanceUsedCents: 5000 })
  })
})
