import { describe, expect, it } from 'vitest'
import { computeOpenTimes, type OpenTimesInput } from './open-times'
import { OpenTimesCache } from './open-times-cache'
import { openTimesValidUntil } from './open-times-validity'

// An answer may be sent again until the instant time alone would change it (decision 051). For several
// clocks: at every minute up to that instant the answer is the one computed, and at the instant it differs.

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

describe('the open-times cache', () => {
  const entry = (version: number) => ({ version, sharedVersion: 1, computedAt: 1_000, validUntil: 2_000, json: `{"v":${version}}` })

  it('answers only for the same versions, from its computation until its validity ends', () => {
    const cache = new OpenTimesCache(10)
    cache.set('p', entry(3))
    expect(cache.get('p', { version: 3, sharedVersion: 1 }, 1_000)?.json).toBe('{"v":3}')
    expect(cache.get('p', { version: 3, sharedVersion: 1 }, 1_999)?.json).toBe('{"v":3}')
    expect(cache.get('p', { version: 3, sharedVersion: 1 }, 2_000)).toBeUndefined()
    expect(cache.get('p', { version: 3, sharedVersion: 1 }, 999)).toBeUndefined()
    expect(cache.get('p', { version: 4, sharedVersion: 1 }, 1_500)).toBeUndefined()
    expect(cache.get('p', { version: 3, sharedVersion: 2 }, 1_500)).toBeUndefined()
  })

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new OpenTimesCache(2)
    cache.set('a', entry(1))
    cache.set('b', entry(1))
    expect(cache.get('a', { version: 1, sharedVersion: 1 }, 1_500)).toBeDefined()
    cache.set('c', entry(1))
    expect(cache.size).toBe(2)
    expect(cache.get('b', { version: 1, sharedVersion: 1 }, 1_500)).toBeUndefined()
    expect(cache.get('a', { version: 1, sharedVersion: 1 }, 1_500)).toBeDefined()
  })

  it('keeps at most its size in characters of JSON, dropping the least recently used', () => {
    const cache = new OpenTimesCache(10, 20)
    cache.set('a', entry(1)) // 7 characters each
    cache.set('b', entry(1))
    cache.set('a', entry(1))
    cache.set('c', entry(1))
    expect(cache.size).toBe(2)
    expect(cache.get('b', { version: 1, sharedVersion: 1 }, 1_500)).toBeUndefined()
    cache.set('big', { ...entry(1), json: 'x'.repeat(50) })
    expect(cache.size).toBe(1)
    expect(cache.get('big', { version: 1, sharedVersion: 1 }, 1_500)).toBeDefined()
  })
})
