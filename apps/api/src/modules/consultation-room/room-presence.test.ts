import { describe, expect, it } from 'vitest'
import { connectionQualityOf, isHere, missingMinutesOf } from './room-presence'

const START = new Date('2026-12-02T17:00:00Z')
const after = (minutes: number) => new Date(START.getTime() + minutes * 60_000)

describe('presence readings', () => {
  it('a participant is here while heard from within 25 s', () => {
    expect(isHere(START, new Date(START.getTime() + 25_000))).toBe(true)
    expect(isHere(START, new Date(START.getTime() + 25_001))).toBe(false)
  })
  it("the connection's quality from latency and throughput", () => {
    expect(connectionQualityOf(40, 8000)).toBe('GOOD')
    expect(connectionQualityOf(200, 8000)).toBe('FAIR')
    expect(connectionQualityOf(40, 600)).toBe('FAIR')
    expect(connectionQualityOf(500, 8000)).toBe('POOR')
    expect(connectionQualityOf(40, 200)).toBe('POOR')
    expect(connectionQualityOf(null, 8000)).toBeNull()
  })
  it('the other party is missing at 5 and at 10 minutes after the start, unless they arrived', () => {
    expect(missingMinutesOf(START, after(4.9), false)).toBeNull()
    expect(missingMinutesOf(START, after(5), false)).toBe(5)
    expect(missingMinutesOf(START, after(9.9), false)).toBe(5)
    expect(missingMinutesOf(START, after(10), false)).toBe(10)
    expect(missingMinutesOf(START, after(30), false)).toBe(10)
    expect(missingMinutesOf(START, after(30), true)).toBeNull()
  })
})
