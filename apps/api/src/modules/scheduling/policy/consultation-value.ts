import type { SessionType } from '@acolhe/shared/enums'
import { OPERATING_COST_CENTS } from '@acolhe/shared/constants'

// The one place deciding what a consultation with a professional at an hour is worth (decision 043):
// the admin's value of the type is the default, a professional may choose their own within the admin's
// range, and offer some weekly hours at a lower 'valor social' that never goes under the range's
// minimum. Returns always cost the admin's return value. Booking freezes the result on the session.

export type PriceTerms = {
  /** The admin's value of the type and session type. */
  serviceValueCents: number
  minValueCents: number | null
  maxValueCents: number | null
  ownValueCents: number | null
  socialValueCents: number | null
}

/** A professional's regular value: their own when set and allowed by a range, else the admin's. */
export function regularValueCents(terms: PriceTerms): number {
  if (terms.ownValueCents === null || terms.minValueCents === null || terms.maxValueCents === null) return terms.serviceValueCents
  return Math.min(Math.max(terms.ownValueCents, terms.minValueCents), terms.maxValueCents)
}

/** The social value, when the professional offers one that is still valid under the current range. */
export function socialValueCents(terms: PriceTerms): number | null {
  if (terms.socialValueCents === null || terms.minValueCents === null) return null
  const social = Math.max(terms.socialValueCents, terms.minValueCents)
  return social < regularValueCents(terms) ? social : null
}

/** Whether a consultation of this type at an hour is priced at the social value (the session keeps the answer). */
export function isSocialRate(type: SessionType, terms: PriceTerms, socialHour: boolean): boolean {
  return type !== 'RETURN' && socialHour && socialValueCents(terms) !== null
}

/** The service value of one consultation: what the professional receives, before the operating cost. */
export function consultationValueCents(type: SessionType, terms: PriceTerms, socialHour: boolean): number {
  if (type === 'RETURN') return terms.serviceValueCents
  const social = socialHour ? socialValueCents(terms) : null
  return social ?? regularValueCents(terms)
}

/**
 * A move keeps the session's frozen price (decision 064), so it may only land on an hour of the rate the
 * session was booked at: a social consultation on another social hour, a regular one on a regular hour.
 * Charging or returning a difference would need a second payment or a partial refund on every path that
 * can have paid a session (balance, provider, admin, an unpaid hold with a reservation); refusing needs none.
 */
export function sameRateMove(bookedSocial: boolean, landingSocial: boolean): boolean {
  return bookedSocial === landingSocial
}

export type PriceRefusal =
  | { code: 'PRICE_OUT_OF_BOUNDS'; reason: 'no-range' | 'outside'; min: number | null; max: number | null }
  | { code: 'SOCIAL_PRICE_INVALID'; min: number }

/** Whether a professional may choose these values under the admin's range; null when they may. */
export function ownPriceRefusal(
  range: { minValueCents: number | null; maxValueCents: number | null; serviceValueCents: number },
  own: { ownValueCents: number | null; socialValueCents: number | null },
): PriceRefusal | null {
  const { minValueCents: min, maxValueCents: max } = range
  const hasRange = min !== null && max !== null
  if (own.ownValueCents !== null) {
    if (!hasRange) return { code: 'PRICE_OUT_OF_BOUNDS', reason: 'no-range', min, max }
    if (own.ownValueCents < min || own.ownValueCents > max) return { code: 'PRICE_OUT_OF_BOUNDS', reason: 'outside', min, max }
  }
  if (own.socialValueCents !== null) {
    if (!hasRange) return { code: 'PRICE_OUT_OF_BOUNDS', reason: 'no-range', min, max }
    const regular = own.ownValueCents ?? range.serviceValueCents
    if (own.socialValueCents < min || own.socialValueCents >= regular) return { code: 'SOCIAL_PRICE_INVALID', min }
  }
  return null
}

/** A range the admin may set: minimum ≤ default ≤ maximum, both or neither. */
export function boundsValid(valueCents: number, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true
  if (min === null || max === null) return false
  return min <= valueCents && valueCents <= max
}

/**
 * A price the patient pays (operating cost included) turned into the service value it means, so the
 * directory can filter in SQL on the stored values without restating the formula there.
 */
export function serviceValueForPrice(priceCents: number): number {
  return priceCents - OPERATING_COST_CENTS
}
