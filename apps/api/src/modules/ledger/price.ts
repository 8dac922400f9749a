import type { SessionPriceDto } from '@acolhe/shared/api/session'
import { OPERATING_COST_CENTS } from '@acolhe/shared/constants'
import type { SessionType } from '@acolhe/shared/enums'

// The money of a session (docs/decisions/004-payments.md, 017-money-and-abuse-limits.md): the price is
// frozen at booking as the service's value plus the operating cost; a free return costs nothing at all.
// The patient's balance pays first and the payment provider charges the rest.

export type SessionPrice = { serviceValueCents: number; operatingCostCents: number; priceCents: number }

/** A return whose service costs nothing is confirmed at once, with no checkout and no operating cost. */
export function isFreeReturn(type: SessionType, serviceValueCents: number): boolean {
  return type === 'RETURN' && serviceValueCents === 0
}

export function priceOf(type: SessionType, serviceValueCents: number): SessionPrice {
  const operatingCostCents = isFreeReturn(type, serviceValueCents) ? 0 : OPERATING_COST_CENTS
  return { serviceValueCents, operatingCostCents, priceCents: serviceValueCents + operatingCostCents }
}

/** The balance facts of a patient and one session: the checkout reservation (at most one) and what is free. */
export type BalanceFacts = { reservation: { exists: boolean; reservedCents: number }; freeCents: number }

/**
 * The balance a checkout uses: a session reserves balance once (what it holds, or nothing if that was
 * given back); the first checkout takes what is free, never more than the price.
 */
export function balanceToUse(priceCents: number, facts: BalanceFacts): number {
  if (facts.reservation.exists) return facts.reservation.reservedCents
  return Math.min(Math.max(0, facts.freeCents), priceCents)
}

/** The price as the API answers it. */
export function priceDto(price: SessionPrice): SessionPriceDto {
  return { service_value_cents: price.serviceValueCents, operating_cost_cents: price.operatingCostCents, price_cents: price.priceCents }
}

export type AmountDue = { balanceUsedCents: number; amountDueCents: number }

/** What the balance covers and what the payment provider charges. */
export function amountDueOf(priceCents: number, facts: BalanceFacts): AmountDue {
  const balanceUsedCents = balanceToUse(priceCents, facts)
  return { balanceUsedCents, amountDueCents: priceCents - balanceUsedCents }
}
