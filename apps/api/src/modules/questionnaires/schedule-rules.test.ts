import { describe, expect, it } from 'vitest'
import { askedState, OPENS_BEFORE_MS, sessionsAskedBefore, type SessionOf } from './schedule-rules'

const made = new Date('2026-11-01T12:00:00.000Z')
const week = (n: number, status: SessionOf['status'] = 'CONFIRMED'): SessionOf => ({
  id: `s${n}`,
  selectedDate: new Date(made.getTime() + n * 7 * 86_400_000),
  status,
})
const ids = (list: SessionOf[]) => list.map((s) => s.id)

describe('which consultations a questionnaire is asked before', () => {
  const sessions = [week(3), week(1), week(-1, 'FINISHED'), week(2, 'CANCELLED'), week(4), week(5), week(6, 'CREATED')]

  it('once: only the first counted consultation after it was made', () => {
    expect(ids(sessionsAskedBefore({ schedule: 'ONCE', everyN: null, createdAt: made, stoppedAt: null }, sessions))).toEqual(['s1'])
  })
  it('every session: every counted consultation after it was made, in date order (never cancelled ones or unpaid holds)', () => {
    expect(ids(sessionsAskedBefore({ schedule: 'EVERY_SESSION', everyN: null, createdAt: made, stoppedAt: null }, sessions))).toEqual(['s1', 's3', 's4', 's5'])
  })
  it('every N: the 1st, then every Nth counted consultation', () => {
    expect(ids(sessionsAskedBefore({ schedule: 'EVERY_N_SESSIONS', everyN: 2, createdAt: made, stoppedAt: null }, sessions))).toEqual(['s1', 's4'])
    expect(ids(sessionsAskedBefore({ schedule: 'EVERY_N_SESSIONS', everyN: 3, createdAt: made, stoppedAt: null }, sessions))).toEqual(['s1', 's5'])
  })
  it('stopped: nothing starting after the stop', () => {
    const stoppedAt = new Date(week(3).selectedDate.getTime() + 1)
    expect(ids(sessionsAskedBefore({ schedule: 'EVERY_SESSION', everyN: null, createdAt: made, stoppedAt }, sessions))).toEqual(['s1', 's3'])
  })
})

describe('whether an asked questionnaire can be answered now', () => {
  const session = week(1)
  const start = session.selectedDate.getTime()
  it('opens three days before the start and expires at the start', () => {
    expect(askedState(session, false, new Date(start - OPENS_BEFORE_MS - 1))).toBe('NOT_YET')
    expect(askedState(session, false, new Date(start - OPENS_BEFORE_MS))).toBe('OPEN')
    expect(askedState(session, false, new Date(start - 1))).toBe('OPEN')
    expect(askedState(session, false, new Date(start))).toBe('EXPIRED')
  })
  it('an answered one stays answered; a consultation no longer booked closes it', () => {
    expect(askedState(session, true, new Date(start + 1))).toBe('ANSWERED')
    expect(askedState({ ...session, status: 'CANCELLED' }, false, new Date(start - 1))).toBe('EXPIRED')
  })
})
