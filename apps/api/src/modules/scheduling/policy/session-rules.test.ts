import { describe, expect, it } from 'vitest'
import { NOW, admin, at, otherPatient, otherProfessional, patient, professional, psychiatrist, session } from './policy-fixtures.test-support'
import {
  cancelRefusal,
  endRefusal,
  freeCancellationUntil,
  modalityRefusal,
  payRefusal,
  refundReasonOf,
  rescheduleRefusal,
  returnRefusal,
  seeRefusal,
  startRefusal,
  statusChangeRefusal,
} from './session-rules'
import { isLapsedHold, isLive, isPayable } from './session-statuses'
import { isInStartWindow, startWindowOf } from './start-window'

const code = (refusal: { code: string } | null) => refusal?.code ?? null
const unpaid = (overrides = {}) => session({ status: 'CREATED', payment: 'WAITING', checkoutExpiresAt: at(0.5), ...overrides })

describe('live statuses', () => {
  it('awaiting confirmation, awaiting payment and confirmed are live; started, finished and cancelled are not', () => {
    expect(['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED'].every((s) => isLive(s as 'CREATED'))).toBe(true)
    expect(['STARTED', 'FINISHED', 'CANCELLED'].some((s) => isLive(s as 'CREATED'))).toBe(false)
  })
})

describe('who sees a session', () => {
  it('its patient, its professional and admins; nobody else', () => {
    expect(seeRefusal(patient, session())).toBeNull()
    expect(seeRefusal(professional, session())).toBeNull()
    expect(seeRefusal(admin, session())).toBeNull()
    expect(code(seeRefusal(otherPatient, session()))).toBe('FORBIDDEN')
    expect(code(seeRefusal(otherProfessional, session()))).toBe('FORBIDDEN')
  })
})

describe('paying', () => {
  it('an unpaid session with its checkout open can be paid by its patient or an admin', () => {
    expect(payRefusal(patient, unpaid(), NOW)).toBeNull()
    expect(payRefusal(admin, unpaid(), NOW)).toBeNull()
    expect(code(payRefusal(professional, unpaid(), NOW))).toBe('FORBIDDEN')
    expect(code(payRefusal(otherPatient, unpaid(), NOW))).toBe('FORBIDDEN')
  })
  it('a paid or confirmed session is not awaiting payment', () => {
    expect(code(payRefusal(patient, session(), NOW))).toBe('NOT_AWAITING_PAYMENT')
  })
  it('a closed checkout window or a passed start cannot be paid: the hold lapsed', () => {
    expect(code(payRefusal(patient, unpaid({ checkoutExpiresAt: at(-0.1) }), NOW))).toBe('CHECKOUT_EXPIRED')
    expect(code(payRefusal(admin, unpaid({ checkoutExpiresAt: null, selectedDate: at(-1) }), NOW))).toBe('CHECKOUT_EXPIRED')
    expect(isPayable(unpaid({ checkoutExpiresAt: null }), NOW)).toBe(true)
    expect(isLapsedHold(unpaid({ checkoutExpiresAt: at(-0.1) }), NOW)).toBe(true)
    expect(isLapsedHold(session(), NOW)).toBe(false)
  })
})

describe('rescheduling', () => {
  it('the patient moves a live session once, up to 24 hours before', () => {
    expect(rescheduleRefusal(patient, session({ selectedDate: at(24) }), NOW)).toBeNull()
    expect(code(rescheduleRefusal(patient, session({ selectedDate: at(23.9) }), NOW))).toBe('RESCHEDULE_TOO_LATE')
    expect(code(rescheduleRefusal(patient, session({ patientRescheduleCount: 1 }), NOW))).toBe('RESCHEDULE_LIMIT')
  })
  it('an admin moves any live session at any time; a professional never', () => {
    expect(rescheduleRefusal(admin, session({ selectedDate: at(1), patientRescheduleCount: 3 }), NOW)).toBeNull()
    expect(code(rescheduleRefusal(professional, session(), NOW))).toBe('FORBIDDEN')
  })
  it('started, finished and cancelled sessions stay where they are', () => {
    for (const status of ['STARTED', 'FINISHED', 'CANCELLED'] as const) {
      expect(code(rescheduleRefusal(admin, session({ status }), NOW))).toBe('RESCHEDULE_NOT_ALLOWED')
    }
  })
  it('the patient cannot move a lapsed unpaid hold', () => {
    expect(code(rescheduleRefusal(patient, unpaid({ checkoutExpiresAt: at(-0.1) }), NOW))).toBe('RESCHEDULE_NOT_ALLOWED')
  })
  it('the patient moves a confirmed session only: an unpaid hold is cancelled (free) and booked again; an admin still moves it', () => {
    const refusal = rescheduleRefusal(patient, unpaid({ selectedDate: at(48) }), NOW)
    expect(code(refusal)).toBe('RESCHEDULE_NOT_ALLOWED')
    expect(refusal?.message).toMatch(/cancele-a, sem custo/)
    expect(rescheduleRefusal(admin, unpaid({ selectedDate: at(48) }), NOW)).toBeNull()
  })
})

describe('switching modality', () => {
  it('hybrid professionals only, live sessions still to come, patient or admin', () => {
    expect(modalityRefusal(patient, session(), psychiatrist, NOW)).toBeNull()
    expect(modalityRefusal(admin, session(), psychiatrist, NOW)).toBeNull()
    expect(code(modalityRefusal(professional, session(), psychiatrist, NOW))).toBe('FORBIDDEN')
    expect(code(modalityRefusal(patient, session(), { ...psychiatrist, serviceModality: 'FULL_REMOTE' }, NOW))).toBe('MODALITY_CHANGE_NOT_ALLOWED')
    expect(code(modalityRefusal(patient, session({ selectedDate: at(-1) }), psychiatrist, NOW))).toBe('MODALITY_CHANGE_NOT_ALLOWED')
    expect(code(modalityRefusal(patient, session({ status: 'FINISHED' }), psychiatrist, NOW))).toBe('MODALITY_CHANGE_NOT_ALLOWED')
  })
  it('the patient switches a confirmed session only, not an unpaid hold; an admin switches either', () => {
    expect(modalityRefusal(patient, unpaid(), psychiatrist, NOW)?.message).toMatch(/cancele-a, sem custo/)
    expect(modalityRefusal(admin, unpaid(), psychiatrist, NOW)).toBeNull()
  })
})

describe('cancelling', () => {
  it('patient and professional cancel live sessions; an admin anything not cancelled yet', () => {
    expect(cancelRefusal(patient, session(), NOW)).toBeNull()
    expect(cancelRefusal(professional, session(), NOW)).toBeNull()
    expect(code(cancelRefusal(patient, session({ status: 'FINISHED' }), NOW))).toBe('CANCEL_NOT_ALLOWED')
    expect(cancelRefusal(admin, session({ status: 'FINISHED' }), NOW)).toBeNull()
    expect(code(cancelRefusal(admin, session({ status: 'CANCELLED' }), NOW))).toBe('CANCEL_NOT_ALLOWED')
    expect(code(cancelRefusal(otherProfessional, session(), NOW))).toBe('FORBIDDEN')
  })
  it('a lapsed unpaid hold is left to the expiry job', () => {
    expect(code(cancelRefusal(patient, unpaid({ checkoutExpiresAt: at(-0.1) }), NOW))).toBe('CANCEL_NOT_ALLOWED')
    expect(cancelRefusal(patient, unpaid(), NOW)).toBeNull()
  })
  it('free until 24 hours before the start', () => {
    expect(freeCancellationUntil(session({ selectedDate: at(48) }))).toEqual(at(24))
  })
  it('returns a paid price to the patient 24 h ahead; staff cancellations always return it', () => {
    expect(refundReasonOf(patient, session({ selectedDate: at(24) }), NOW)).toBe('CANCELLATION_REFUND')
    expect(refundReasonOf(patient, session({ selectedDate: at(23) }), NOW)).toBeUndefined()
    expect(refundReasonOf(professional, session({ selectedDate: at(1) }), NOW)).toBe('PROFESSIONAL_CANCELLATION_REFUND')
    expect(refundReasonOf(admin, session({ selectedDate: at(1) }), NOW)).toBe('ADMIN_CANCELLATION_REFUND')
    expect(refundReasonOf(admin, unpaid(), NOW)).toBeUndefined()
    expect(refundReasonOf(admin, session({ priceCents: 0 }), NOW)).toBeUndefined()
  })
})

describe('booking a return', () => {
  const finished = (overrides = {}) => session({ status: 'FINISHED', selectedDate: at(-2), finishedAt: at(-1.2), ...overrides })
  it('follows a finished normal session with a psychiatrist who allows returns', () => {
    expect(returnRefusal(patient, finished(), psychiatrist, false)).toBeNull()
    expect(returnRefusal(admin, finished(), psychiatrist, false)).toBeNull()
  })
  it('only once: a live return already booked closes it', () => {
    expect(code(returnRefusal(patient, finished(), psychiatrist, true))).toBe('RETURN_NOT_ALLOWED')
  })
  it('not from a session that did not happen, a return, another patient, or a professional who refuses returns', () => {
    expect(code(returnRefusal(patient, finished({ finishedAt: at(-2.5) }), psychiatrist, false))).toBe('RETURN_NOT_ALLOWED')
    expect(code(returnRefusal(patient, session(), psychiatrist, false))).toBe('RETURN_NOT_ALLOWED')
    expect(code(returnRefusal(patient, finished({ type: 'RETURN', parentSessionId: 'x' }), psychiatrist, false))).toBe('RETURN_NOT_ALLOWED')
    expect(code(returnRefusal(otherPatient, finished(), psychiatrist, false))).toBe('RETURN_NOT_ALLOWED')
    expect(code(returnRefusal(patient, finished(), { ...psychiatrist, allowReturns: false }, false))).toBe('RETURN_NOT_ALLOWED')
    expect(code(returnRefusal(patient, finished(), { ...psychiatrist, professionalType: 'PSYCHOLOGIST' }, false))).toBe('RETURN_NOT_ALLOWED')
    expect(code(returnRefusal(professional, finished(), psychiatrist, false))).toBe('FORBIDDEN')
  })
})

describe('the start window', () => {
  it('opens 10 minutes before and closes 50 minutes after the start, on the same Brasília day', () => {
    const start = at(1)
    expect(startWindowOf(start)).toEqual({ opensAt: at(1 - 10 / 60), closesAt: at(1 + 50 / 60) })
    expect(isInStartWindow(start, at(1 - 11 / 60))).toBe(false)
    expect(isInStartWindow(start, at(1 - 10 / 60))).toBe(true)
    expect(isInStartWindow(start, at(1 + 50 / 60))).toBe(true)
    expect(isInStartWindow(start, at(1 + 51 / 60))).toBe(false)
  })
  it('does not cross midnight in Brasília', () => {
    // 00:05 on Thursday in Brasília; 23:58 on Wednesday is inside the 10 minutes but another day.
    const start = new Date('2026-12-03T03:05:00Z')
    expect(isInStartWindow(start, new Date('2026-12-03T02:58:00Z'))).toBe(false)
  })
})

describe('starting and ending', () => {
  it("the session's professional starts a confirmed session inside the window", () => {
    const s = session({ selectedDate: at(0.1) })
    expect(startRefusal(professional, s, NOW)).toBeNull()
    expect(code(startRefusal(otherProfessional, s, NOW))).toBe('FORBIDDEN')
    expect(code(startRefusal(admin, s, NOW))).toBe('FORBIDDEN')
    expect(code(startRefusal(professional, session({ selectedDate: at(2) }), NOW))).toBe('START_NOT_ALLOWED')
    expect(code(startRefusal(professional, unpaid({ selectedDate: at(0.1) }), NOW))).toBe('START_NOT_ALLOWED')
  })
  it('ends a started session once its time has come', () => {
    expect(endRefusal(professional, session({ status: 'STARTED', selectedDate: at(-0.1) }), NOW)).toBeNull()
    expect(code(endRefusal(professional, session({ status: 'STARTED', selectedDate: at(0.1) }), NOW))).toBe('END_NOT_ALLOWED')
    expect(code(endRefusal(professional, session({ selectedDate: at(-0.1) }), NOW))).toBe('END_NOT_ALLOWED')
    expect(code(endRefusal(patient, session({ status: 'STARTED', selectedDate: at(-0.1) }), NOW))).toBe('FORBIDDEN')
  })
})

describe('setting a status', () => {
  it('patients and professionals may only cancel', () => {
    expect(statusChangeRefusal(patient, session(), 'CANCELLED', NOW)).toBeNull()
    expect(code(statusChangeRefusal(patient, session(), 'CONFIRMED', NOW))).toBe('STATUS_NOT_ALLOWED')
    expect(code(statusChangeRefusal(professional, session(), 'FINISHED', NOW))).toBe('STATUS_NOT_ALLOWED')
  })
  it('an admin sets any status, but started or finished only from the start window on', () => {
    expect(statusChangeRefusal(admin, session(), 'CREATED', NOW)).toBeNull()
    expect(code(statusChangeRefusal(admin, session({ selectedDate: at(1) }), 'FINISHED', NOW))).toBe('STATUS_NOT_ALLOWED')
    expect(statusChangeRefusal(admin, session({ selectedDate: at(0.1) }), 'STARTED', NOW)).toBeNull()
  })
})
