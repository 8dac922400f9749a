import { describe, expect, it } from 'vitest'
import { computeOpenTimes, type OpenTimesInput } from './open-times'
import { openTimesValidUntil } from './open-times-validity'

// An answer may be sent again until the instant time alone would change it (decision 051). For several
// clocks: at instants up to that one the answer is the one computed, and at that instant it differs.

const MINUTE = 60_000
const input = (now: string, overrides: Partial<OpenTimesInput> = {}): OpenTimesInput => ({
  now: new Date(now),
  slots: [
    { id: 'mon', weekDay: 1, startTime: '0800', endTime: '1200' },
    { id: 'thu', weekDay: 4, startTime: '1900', endTime: '2100' },
  ],
  unavailabilities: [],
  bookedStarts: [],
  sessionMinutes: 50,
  minLeadMinutes: 60,
  windowDays: 60,
  ...overrides,
})

const answerAt = (base: OpenTimesInput, at: number) => JSON.stringify(computeOpenTimes({ ...base, now: new Date(at) }))

describe('the validity window of an open-times answer', () => {
  const clocks = ['2026-11-23T09:00:00Z', '2026-11-23T11:30:00Z', '2026-11-26T21:59:00Z', '2026-11-28T12:00:00Z', '2026-11-23T10:59:59.999Z']
  for (const now of clocks) {
    it(`holds until the first change for time alone and no further, from ${now}`, () => {
      const base = input(now, { bookedStarts: [new Date('2026-11-23T12:00:00Z')] })
      const computed = JSON.stringify(computeOpenTimes(base))
      const until = openTimesValidUntil(base, computeOpenTimes(base))
      expect(until).toBeGreaterThan(base.now.getTime())
      expect(Number.isFinite(until)).toBe(true)
      // About a hundred instants across the window (every minute would take seconds over a weekend).
      const step = Math.max(MINUTE, Math.floor((until - base.now.getTime()) / 100))
      for (let at = base.now.getTime(); at < until; at += step) expect(answerAt(base, at)).toBe(computed)
      expect(answerAt(base, until - 1)).toBe(computed)
      expect(answerAt(base, until)).not.toBe(computed)
    })
  }

  it('the first hour past its lead time ends it', () => {
    const base = input('2026-11-23T09:00:00Z') // Monday 06:00 in Brasília; first hour 08:00 = 11:00Z
    expect(openTimesValidUntil(base, computeOpenTimes(base))).toBe(Date.parse('2026-11-23T10:00:00Z') + 1)
  })

  it('without any weekly slot time alone never changes the (empty) answer', () => {
    const base = input('2026-11-23T09:00:00Z', { slots: [] })
    expect(openTimesValidUntil(base, computeOpenTimes(base))).toBe(Infinity)
  })
})
