import { describe, expect, it } from 'vitest'
import { brasiliaDayOf, weekDays } from './week-days'

describe('week days', () => {
  it('runs Monday to Sunday around the day, and moves by whole weeks', () => {
    expect(weekDays('2026-12-02', 0)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
    expect(weekDays('2026-12-06', 0)[0]).toBe('2026-11-30')
    expect(weekDays('2026-12-02', 1)[0]).toBe('2026-12-07')
    expect(weekDays('2026-12-31', 0)).toContain('2027-01-03')
  })

  it('takes the Brasília day, not the UTC one', () => {
    expect(brasiliaDayOf(new Date('2026-12-03T01:30:00.000Z'))).toBe('2026-12-02')
  })
})
