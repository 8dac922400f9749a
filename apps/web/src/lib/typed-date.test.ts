import { describe, expect, it } from 'vitest'
import { parseTypedDate } from './typed-date'

describe('parseTypedDate', () => {
  it('turns DD/MM/AAAA into the API day', () => {
    expect(parseTypedDate('24/12/2026')).toBe('2026-12-24')
  })

  it.each(['31/02/2026', '2026-12-24', '24/12/26', 'amanhã', ''])('gives null for %j, so the input clears', (text) => {
    expect(parseTypedDate(text)).toBeNull()
  })
})
