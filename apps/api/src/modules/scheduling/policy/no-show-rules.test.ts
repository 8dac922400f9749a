import { describe, expect, it } from 'vitest'
import { NOW, admin, at, otherProfessional, patient, professional, psychiatrist, session } from './policy-fixtures.test-support'
import { sessionActionsFor } from './session-actions'
import { noShowRefusal } from './session-rules'
import { isLive, isNoShow } from './session-statuses'
import { tabFilter } from './session-tabs'

const code = (refusal: { code: string } | null) => refusal?.code ?? null
const facts = { professional: psychiatrist, hasReturn: false, now: NOW }
// Started an hour ago: its start window (until 50 minutes after the start) has closed.
const missed = (overrides = {}) => session({ selectedDate: at(-1), ...overrides })

describe('recording an absence', () => {
  it('only once the start window has closed', () => {
    expect(code(noShowRefusal(professional, session({ selectedDate: at(-50 / 60) }), 'PATIENT', NOW))).toBe('NO_SHOW_NOT_ALLOWED')
    expect(noShowRefusal(professional, session({ selectedDate: at(-51 / 60) }), 'PATIENT', NOW)).toBeNull()
    expect(code(noShowRefusal(admin, session({ selectedDate: at(2) }), 'PROFESSIONAL', NOW))).toBe('NO_SHOW_NOT_ALLOWED')
  })
  it('on a confirmed or started session only', () => {
    expect(noShowRefusal(admin, missed({ status: 'STARTED' }), 'PATIENT', NOW)).toBeNull()
    for (const status of ['CREATED', 'FINISHED', 'CANCELLED', 'PATIENT_NO_SHOW', 'PROFESSIONAL_NO_SHOW'] as const) {
      expect(code(noShowRefusal(admin, missed({ status }), 'PATIENT', NOW))).toBe('NO_SHOW_NOT_ALLOWED')
    }
  })
  it("the professional records the patient's absence; an admin either; the patient neither", () => {
    expect(noShowRefusal(professional, missed(), 'PATIENT', NOW)).toBeNull()
    expect(code(noShowRefusal(professional, missed(), 'PROFESSIONAL', NOW))).toBe('FORBIDDEN')
    expect(code(noShowRefusal(otherProfessional, missed(), 'PATIENT', NOW))).toBe('FORBIDDEN')
    expect(noShowRefusal(admin, missed(), 'PROFESSIONAL', NOW)).toBeNull()
    expect(code(noShowRefusal(patient, missed(), 'PROFESSIONAL', NOW))).toBe('FORBIDDEN')
  })
  it('the cards offer exactly what the rule allows, with what the refund would be', () => {
    expect(sessionActionsFor(professional, missed(), facts)).toMatchObject({ mark_patient_no_show: true, mark_professional_no_show: false })
    expect(sessionActionsFor(admin, missed(), facts)).toMatchObject({ mark_patient_no_show: true, mark_professional_no_show: true, no_show_refund_cents: 15500 })
    expect(sessionActionsFor(patient, missed(), facts)).toMatchObject({ mark_patient_no_show: false, mark_professional_no_show: false })
    expect(sessionActionsFor(admin, session(), facts)).toMatchObject({ mark_patient_no_show: false, mark_professional_no_show: false })
    expect(sessionActionsFor(admin, missed({ priceCents: 0 }), facts).no_show_refund_cents).toBeNull()
  })
  it('an absence is not live: it leaves Próximas and offers no change to the patient', () => {
    expect(isLive('PATIENT_NO_SHOW')).toBe(false)
    expect(isNoShow('PROFESSIONAL_NO_SHOW')).toBe(true)
    expect(tabFilter('upcoming', NOW).statuses).not.toContain('PATIENT_NO_SHOW')
    expect(sessionActionsFor(patient, missed({ status: 'PROFESSIONAL_NO_SHOW' }), facts)).toMatchObject({ edit: false, cancel: false, join: 'hidden', book_return: false })
  })
})
