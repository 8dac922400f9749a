import { describe, expect, it } from 'vitest'
import { cancellableAtPsp, chargeNoLongerDue, dueDateOf, optInRefusal, retryDateAfter, scheduleVerdict, stopRefusal, viewStatus } from './pix-automatico-policy'

// The rules of Pix Automático (decision 102), pure: dates are Brasília calendar days.

const series = { userId: 'p1', professionalId: 'd1', status: 'ACTIVE' as const }

describe('Pix Automático policy', () => {
  it('debits a week five days before its consultation, in Brasília', () => {
    // Wednesday 02/12 19:00 in Brasília (22:00 UTC) → Friday 27/11.
    expect(dueDateOf(new Date('2026-12-02T22:00:00.000Z'))).toBe('2026-11-27')
    // 00:30 UTC on the 3rd is still the 2nd in Brasília.
    expect(dueDateOf(new Date('2026-12-03T00:30:00.000Z'))).toBe('2026-11-27')
  })

  it('sends a charge only 10 to 2 days before its due date', () => {
    expect(scheduleVerdict('2026-12-20', '2026-12-09')).toBe('too-early')
    expect(scheduleVerdict('2026-12-20', '2026-12-10')).toBe('schedule')
    expect(scheduleVerdict('2026-12-20', '2026-12-18')).toBe('schedule')
    expect(scheduleVerdict('2026-12-20', '2026-12-19')).toBe('too-late')
  })

  it('retries on a later day, at most 3 times within 7 days, and never on the day before the pay deadline or later', () => {
    const payBy = new Date('2026-11-30T22:00:00.000Z') // 30/11 19:00 in Brasília
    expect(retryDateAfter({ attemptDate: '2026-11-27', today: '2026-11-27', retriesSoFar: 0, dueDate: '2026-11-27', payBy })).toBe('2026-11-28')
    expect(retryDateAfter({ attemptDate: '2026-11-28', today: '2026-11-28', retriesSoFar: 1, dueDate: '2026-11-27', payBy })).toBeNull()
    // The webhook came late: the retry is after today, not after the refused attempt.
    const far = new Date('2026-12-10T22:00:00.000Z')
    expect(retryDateAfter({ attemptDate: '2026-11-27', today: '2026-11-29', retriesSoFar: 0, dueDate: '2026-11-27', payBy: far })).toBe('2026-11-30')
    expect(retryDateAfter({ attemptDate: '2026-11-30', today: '2026-11-30', retriesSoFar: 3, dueDate: '2026-11-27', payBy: far })).toBeNull()
    expect(retryDateAfter({ attemptDate: '2026-12-04', today: '2026-12-04', retriesSoFar: 2, dueDate: '2026-11-27', payBy: far })).toBeNull()
  })

  it('cancels at the PSP only before the first attempt day', () => {
    expect(cancellableAtPsp('2026-11-27', '2026-11-26')).toBe(true)
    expect(cancellableAtPsp('2026-11-27', '2026-11-27')).toBe(false)
  })

  it('says why a scheduled charge no longer stands', () => {
    const base = { sessionStatus: 'CREATED', sessionPaidOtherwise: false, seriesStatus: 'ACTIVE' as const, authorizationActive: true, cancelledWithinFreeWindow: false }
    expect(chargeNoLongerDue(base)).toBeNull()
    expect(chargeNoLongerDue({ ...base, sessionStatus: 'CANCELLED', cancelledWithinFreeWindow: true })).toBe('FREE_CANCELLATION')
    expect(chargeNoLongerDue({ ...base, sessionStatus: 'CANCELLED' })).toBe('SESSION_CANCELLED')
    expect(chargeNoLongerDue({ ...base, sessionPaidOtherwise: true })).toBe('PAID_OTHERWISE')
    expect(chargeNoLongerDue({ ...base, authorizationActive: false })).toBe('AUTHORIZATION_NOT_ACTIVE')
    expect(chargeNoLongerDue({ ...base, seriesStatus: 'PAUSED' })).toBe('SERIES_PAUSED')
  })

  it('reads an active authorization of a paused series as paused', () => {
    expect(viewStatus('ACTIVE', 'PAUSED')).toBe('PAUSED')
    expect(viewStatus('ACTIVE', 'ACTIVE')).toBe('ACTIVE')
    expect(viewStatus('CANCELLED', 'PAUSED')).toBe('CANCELLED')
  })

  it('lets only the series patient opt in, on a running series, once; the patient or an admin stop it', () => {
    expect(optInRefusal({ kind: 'patient', id: 'p1' }, series, false, true)).toBeNull()
    expect(optInRefusal({ kind: 'professional', id: 'd1' }, series, false, true)?.status).toBe(403)
    expect(optInRefusal({ kind: 'patient', id: 'p1' }, series, false, false)?.code).toBe('PIX_AUTOMATICO_UNAVAILABLE')
    expect(optInRefusal({ kind: 'patient', id: 'p1' }, { ...series, status: 'PAUSED' }, false, true)?.code).toBe('SERIES_NOT_ALLOWED')
    expect(optInRefusal({ kind: 'patient', id: 'p1' }, series, true, true)?.code).toBe('PIX_AUTOMATICO_ALREADY_ACTIVE')
    expect(stopRefusal({ kind: 'admin', id: 'a1' }, series, true)).toBeNull()
    expect(stopRefusal({ kind: 'professional', id: 'd1' }, series, true)?.status).toBe(403)
    expect(stopRefusal({ kind: 'patient', id: 'p1' }, series, false)?.code).toBe('PIX_AUTOMATICO_NOT_ACTIVE')
  })
})
