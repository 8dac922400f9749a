import { describe, expect, it } from 'vitest'
import { decodeQueryParam, encodeQueryParam } from '@acolhe/shared/query-param-codec'
import { decodeWizardState, encodeWizardState, personalLinkState, resolveStep, stepIdAt, stepNumberOf } from './wizard-state'

const PRO = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f'
const SLOT = '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d'
const SESSION = '5b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11'
const pending = { selectedDate: '2026-12-01T13:00:00.000Z', availableDateId: SLOT, isOnline: false }

describe('the d parameter', () => {
  it('round-trips step, type, professional, session and the pending hour with the spec keys s, p, session', () => {
    const state = { step: 3, professionalType: 'PSYCHOLOGIST' as const, professionalId: PRO, sessionId: SESSION, pending }
    const encoded = encodeWizardState(state)
    expect(decodeWizardState(encoded)).toEqual(state)
    expect(decodeQueryParam(encoded)).toMatchObject({ s: 3, p: PRO, session: SESSION })
  })

  it("reads the professional's personal link (s=2, p) as written by the profile page", () => {
    expect(decodeWizardState(encodeQueryParam({ s: 2, p: PRO }))).toEqual({ step: 2, professionalId: PRO })
    expect(decodeWizardState(encodeWizardState(personalLinkState(PRO)))).toEqual({ step: 2, professionalId: PRO })
  })

  it('falls back to step 1 on garbage and drops values that are not what they claim', () => {
    expect(decodeWizardState('%%%not-base64')).toEqual({ step: 1 })
    expect(decodeWizardState(null)).toEqual({ step: 1 })
    const hostile = encodeQueryParam({ s: 2.5, p: 'drop table', session: '1', pt: 'ADMIN', sd: 'ontem', ad: SLOT, on: true })
    expect(decodeWizardState(hostile)).toEqual({ step: 1 })
  })
})

describe('steps of each flow', () => {
  it('has five public steps and four patient steps (no login)', () => {
    expect([1, 2, 3, 4, 5].map((n) => stepIdAt('public', n))).toEqual(['professional', 'dateTime', 'auth', 'payment', 'success'])
    expect([1, 2, 3, 4].map((n) => stepIdAt('patient', n))).toEqual(['professional', 'dateTime', 'payment', 'success'])
    expect(stepNumberOf('public', 'payment')).toBe(4)
    expect(stepNumberOf('patient', 'payment')).toBe(3)
    expect(stepNumberOf('patient', 'auth')).toBe(3)
  })

  it('shows a step only when its data exists, else the furthest earlier one', () => {
    expect(resolveStep('public', { step: 2 }, false)).toBe(1)
    expect(resolveStep('public', { step: 2, professionalId: PRO }, false)).toBe(2)
    expect(resolveStep('public', { step: 3, professionalId: PRO }, false)).toBe(2)
    expect(resolveStep('public', { step: 3, professionalId: PRO, pending }, false)).toBe(3)
    expect(resolveStep('public', { step: 4, professionalId: PRO }, false)).toBe(2)
    expect(resolveStep('patient', { step: 3, professionalId: PRO, sessionId: SESSION }, true)).toBe(3)
    expect(resolveStep('patient', { step: 9, sessionId: SESSION }, true)).toBe(4)
    expect(resolveStep('public', { step: 0 }, false)).toBe(1)
  })

  it('moves past the login step once the session was created (s_s=true)', () => {
    const atLogin = { step: 3, professionalId: PRO, sessionId: SESSION }
    expect(resolveStep('public', atLogin, true)).toBe(4)
    expect(resolveStep('public', atLogin, false)).toBe(3)
  })
})
