import { describe, expect, it } from 'vitest'
import { buildBoletoLine, dueDateFactor } from './boleto-line'

function mod10(digits: string): number {
  let sum = 0
  Array.from(digits)
    .reverse()
    .forEach((d, i) => {
      const p = Number(d) * (i % 2 === 0 ? 2 : 1)
      sum += Math.floor(p / 10) + (p % 10)
    })
  return (10 - (sum % 10)) % 10
}

describe('boleto linha digitável', () => {
  it('counts the due-date factor from 1000 on 2025-02-22', () => {
    expect(dueDateFactor(new Date('2025-02-22T12:00:00Z'))).toBe('1000')
    expect(dueDateFactor(new Date('2026-11-25T12:00:00Z'))).toBe('1641')
  })

  it('has 47 digits in five fields, each of the first three with a valid modulo-10 digit, and ends with factor and value', () => {
    const line = buildBoletoLine({ bank: '001', amountCents: 15500, due: new Date('2026-11-25T12:00:00Z'), freeField: '1234567890123456789012345' })
    expect(line).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/)
    const [f1, f2, f3, , f5] = line.split(' ').map((part) => part.replace('.', ''))
    for (const field of [f1, f2, f3]) {
      expect(Number(field!.slice(-1))).toBe(mod10(field!.slice(0, -1)))
    }
    expect(line.replace(/\D/g, '')).toHaveLength(47)
    expect(f1!.startsWith('0019')).toBe(true)
    expect(f5).toBe('16410000015500')
  })
})
