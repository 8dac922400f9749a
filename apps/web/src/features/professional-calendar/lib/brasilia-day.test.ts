import { describe, expect, it } from 'vitest'
import { brasiliaDayOf } from './brasilia-day'

describe('brasiliaDayOf', () => {
  it('reads a period end stored as the last instant of the day as that day', () => {
    expect(brasiliaDayOf('2026-11-25T02:59:59.999Z')).toBe('2026-11-24')
    expect(brasiliaDayOf('2026-11-24T03:00:00.000Z')).toBe('2026-11-24')
  })
})
