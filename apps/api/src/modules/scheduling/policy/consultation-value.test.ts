import { describe, expect, it } from 'vitest'
import { boundsValid, consultationValueCents, ownPriceRefusal, regularValueCents, serviceValueForPrice, socialValueCents } from './consultation-value'

const range: { serviceValueCents: number; minValueCents: number | null; maxValueCents: number | null } = { serviceValueCents: 15000, minValueCents: 10000, maxValueCents: 30000 }
const terms = (own: number | null, social: number | null, bounds: Partial<typeof range> = {}) => ({ ...range, ...bounds, ownValueCents: own, socialValueCents: social })

describe('the value of a consultation with a professional at an hour (decision 043)', () => {
  it("is the admin's value without an own value, the own value within the range otherwise", () => {
    expect(regularValueCents(terms(null, null))).toBe(15000)
    expect(regularValueCents(terms(20000, null))).toBe(20000)
    // A range narrowed after the choice: the value follows it.
    expect(regularValueCents(terms(20000, null, { maxValueCents: 18000 }))).toBe(18000)
    // No range any more: the admin's value.
    expect(regularValueCents(terms(20000, null, { minValueCents: null, maxValueCents: null }))).toBe(15000)
  })
  it("social hours cost the social value, never under the minimum nor at or above the regular value", () => {
    expect(consultationValueCents('DEFAULT', terms(20000, 12000), true)).toBe(12000)
    expect(consultationValueCents('DEFAULT', terms(20000, 12000), false)).toBe(20000)
    expect(socialValueCents(terms(20000, 8000))).toBe(10000)
    expect(socialValueCents(terms(12000, 12000))).toBeNull()
    expect(consultationValueCents('DEFAULT', terms(12000, 12000), true)).toBe(12000)
  })
  it("returns always cost the admin's return value", () => {
    expect(consultationValueCents('RETURN', { ...terms(20000, 12000), serviceValueCents: 0 }, true)).toBe(0)
  })
  it('refuses own values outside the range, without a range, and social values not lower', () => {
    expect(ownPriceRefusal(range, { ownValueCents: 20000, socialValueCents: 12000 })).toBeNull()
    expect(ownPriceRefusal(range, { ownValueCents: 35000, socialValueCents: null })).toMatchObject({ code: 'PRICE_OUT_OF_BOUNDS', reason: 'outside' })
    expect(ownPriceRefusal({ ...range, minValueCents: null, maxValueCents: null }, { ownValueCents: 20000, socialValueCents: null })).toMatchObject({ reason: 'no-range' })
    expect(ownPriceRefusal(range, { ownValueCents: null, socialValueCents: 15000 })).toMatchObject({ code: 'SOCIAL_PRICE_INVALID' })
    expect(ownPriceRefusal(range, { ownValueCents: 20000, socialValueCents: 9000 })).toMatchObject({ code: 'SOCIAL_PRICE_INVALID' })
  })
  it('a range holds the default value; a price filter means the value under the operating cost', () => {
    expect(boundsValid(15000, 10000, 30000)).toBe(true)
    expect(boundsValid(15000, 16000, 30000)).toBe(false)
    expect(boundsValid(15000, 10000, null)).toBe(false)
    expect(boundsValid(15000, null, null)).toBe(true)
    expect(serviceValueForPrice(20500)).toBe(20000)
  })
})
