import { describe, expect, it } from 'vitest'
import { amountDueOf, balanceToUse, isFreeReturn, priceOf } from './price'

const noReservation = { exists: false, reservedCents: 0 }

describe('the price of a session', () => {
  it('is the service value plus the R$ 5,00 operating cost', () => {
    expect(priceOf('DEFAULT', 15000)).toEqual({ serviceValueCents: 15000, operatingCostCents: 500, priceCents: 15500 })
  })
  it('a free return costs nothing at all, a paid return pays the operating cost too', () => {
    expect(isFreeReturn('RETURN', 0)).toBe(true)
    expect(priceOf('RETURN', 0)).toEqual({ serviceValueCents: 0, operatingCostCents: 0, priceCents: 0 })
    expect(priceOf('RETURN', 8000).priceCents).toBe(8500)
    expect(isFreeReturn('DEFAULT', 0)).toBe(false)
  })
})

describe('balance and the amount due', () => {
  it('the balance pays first, never more than the price', () => {
    expect(amountDueOf(15500, { reservation: noReservation, freeCents: 5000 })).toEqual({ balanceUsedCents: 5000, amountDueCents: 10500 })
    expect(amountDueOf(15500, { reservation: noReservation, freeCents: 20000 })).toEqual({ balanceUsedCents: 15500, amountDueCents: 0 })
  })
  it('a negative balance pays nothing', () => {
    expect(balanceToUse(15500, { reservation: noReservation, freeCents: -300 })).toBe(0)
  })
  it('a session reserves once: what it holds counts, the balance freed since does not', () => {
    expect(amountDueOf(15500, { reservation: { exists: true, reservedCents: 5000 }, freeCents: 9000 })).toEqual({ balanceUsedCents: 5000, amountDueCents: 10500 })
    expect(balanceToUse(15500, { reservation: { exists: true, reservedCents: 0 }, freeCents: 9000 })).toBe(0)
  })
})
