import { describe, expect, it } from 'vitest'
import { encodeQueryParam } from '@acolhe/shared/query-param-codec'
import { decodeBookingState, encodeBookingState, resolveBookingStep } from './booking-state'

const USER = '5b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11'
const PRO = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f'
const SESSION = '9e8d7c6b-5a49-4382-b1a0-9f8e7d6c5b4a'

describe('admin booking state in d', () => {
  it('round-trips step, patient, professional and session through the shared codec', () => {
    const state = { step: 3, userId: USER, professionalId: PRO, sessionId: SESSION }
    expect(decodeBookingState(encodeBookingState(state))).toEqual(state)
  })

  it('drops malformed values and reads garbage as step 1', () => {
    expect(decodeBookingState('%%%')).toEqual({ step: 1, userId: undefined, professionalId: undefined, sessionId: undefined })
    expect(decodeBookingState(encodeQueryParam({ s: 2, user_id: 'x', p: 7 }))).toEqual({ step: 2, userId: undefined, professionalId: undefined, sessionId: undefined })
  })

  it('falls back to the furthest step whose data exists', () => {
    expect(resolveBookingStep({ step: 3 })).toBe(1)
    expect(resolveBookingStep({ step: 3, userId: USER })).toBe(2)
    expect(resolveBookingStep({ step: 3, userId: USER, professionalId: PRO })).toBe(3)
    expect(resolveBookingStep({ step: 4, userId: USER, professionalId: PRO })).toBe(3)
    expect(resolveBookingStep({ step: 4, userId: USER, professionalId: PRO, sessionId: SESSION })).toBe(4)
    expect(resolveBookingStep({ step: 9, sessionId: SESSION })).toBe(4)
    expect(resolveBookingStep({ step: -2 })).toBe(1)
  })
})
