import type { BalanceDto } from '@acolhe/shared/api/payments'
import type { SessionDto } from '@acolhe/shared/api/session'

export type PriceBreakdown = {
  serviceValueCents: number
  operatingCostCents: number
  priceCents: number
  /** Balance that pays part (or all) of the price. */
  balanceUsedCents: number
  /** What the payment provider will charge. */
  toPayCents: number
}

/**
 * Step 4's figures (00-decisions.md "Money"): the frozen price is service value + operating cost, the
 * balance pays first. Balance already held for this session by an earlier checkout (a debit row with its
 * id, minus any release) counts as used, on top of what is still free.
 */
export function priceBreakdown(session: Pick<SessionDto, 'id' | 'price_cents' | 'service_value_cents' | 'operating_cost_cents'>, balance: BalanceDto | undefined): PriceBreakdown {
  const heldForThis = -(balance?.entries ?? [])
    .filter((entry) => entry.session_id === session.id && (entry.reason === 'CHECKOUT_DEBIT' || entry.reason === 'CHECKOUT_RELEASE'))
    .reduce((sum, entry) => sum + entry.amount_cents, 0)
  const free = Math.max(0, balance?.balance_cents ?? 0)
  const balanceUsedCents = Math.min(session.price_cents, Math.max(0, heldForThis) + free)
  return {
    serviceValueCents: session.service_value_cents,
    operatingCostCents: session.operating_cost_cents,
    priceCents: session.price_cents,
    balanceUsedCents,
    toPayCents: session.price_cents - balanceUsedCents,
  }
}
