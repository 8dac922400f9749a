import { describe, expect, it } from 'vitest'
import { formatCep, formatCnpj, formatCpf, formatCpfOrCnpj, formatCrp, formatCrpPj, formatPhone } from './masks'

describe('display masks', () => {
  it('formats phones with 10 and 11 digits, within 15 characters', () => {
    expect(formatPhone('11988887777')).toBe('(11) 98888-7777')
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444')
    expect(formatPhone('(11) 98888-77771234')).toHaveLength(15)
    expect(formatPhone('119')).toBe('(11) 9')
    expect(formatPhone('')).toBe('')
  })
  it('formats CPF, CNPJ and CEP, partial input included', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
    expect(formatCpf('5299')).toBe('529.9')
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(formatCnpj('112223')).toBe('11.222.3')
    expect(formatCep('01310100')).toBe('01310-100')
    expect(formatCep('0131')).toBe('0131')
  })
  it('switches from the CPF to the CNPJ mask past 11 digits', () => {
    expect(formatCpfOrCnpj('52998224725')).toBe('529.982.247-25')
    expect(formatCpfOrCnpj('11222333000181')).toBe('11.222.333/0001-81')
  })
  it('formats the short registration field as 2 digits, slash, up to 5 (max 8)', () => {
    expect(formatCrp('0612345')).toBe('06/12345')
    expect(formatCrp('06123456789')).toHaveLength(8)
    expect(formatCrp('06')).toBe('06')
  })
  it('formats a company’s CRP PJ as the region, slash, up to 6 digits (max 9)', () => {
    expect(formatCrpPj('061234')).toBe('06/1234')
    expect(formatCrpPj('06/PJ-1234')).toBe('06/1234')
    expect(formatCrpPj('0612345678')).toBe('06/123456')
    expect(formatCrpPj('0')).toBe('0')
  })
})
