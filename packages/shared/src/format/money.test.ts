import { describe, expect, it } from 'vitest'
import { formatBRL } from './money'

describe('formatBRL', () => {
  it('shows centavos as R$ with a thousands dot and decimal comma', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56')
    expect(formatBRL(500)).toBe('R$ 5,00')
    expect(formatBRL(0)).toBe('R$ 0,00')
  })

  it('shows debits with a minus sign', () => {
    expect(formatBRL(-3000)).toBe('-R$ 30,00')
  })
})
