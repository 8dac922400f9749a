import { describe, expect, it } from 'vitest'
import { brasiliaDayPlus, tabQuery } from './session-tabs'
import { cancelRefundText } from './cancel-wording'

describe('tabs', () => {
  it('Hoje = today, Próximas = tomorrow through 30 days still to happen, Todas = no filter', () => {
    const now = new Date('2026-12-01T02:30:00.000Z') // 23:30 of 30/11 in Brasília
    expect(brasiliaDayPlus(now, 0)).toBe('2026-11-30')
    expect(tabQuery('today', now)).toEqual({ status: 'today' })
    expect(tabQuery('upcoming', now)).toEqual({ status: 'SCHEDULED', dateA: '2026-12-01', dateB: '2026-12-30' })
    expect(tabQuery('all', now)).toEqual({})
  })
})

describe('cancel confirmation wording', () => {
  const paid = { payment: 'DONE' as const, price_cents: 20500, can_patient_cancel_free: true }
  it('says the paid amount returns as balance 24 h or more before, nothing later, and in full when the professional cancels', () => {
    expect(cancelRefundText(paid, 'patient')).toBe('Como faltam mais de 24 horas para o início, o valor pago (R$ 205,00) voltará como saldo na sua conta.')
    expect(cancelRefundText({ ...paid, can_patient_cancel_free: false }, 'patient')).toBe('Como faltam menos de 24 horas para o início, o valor pago não será devolvido.')
    expect(cancelRefundText({ ...paid, can_patient_cancel_free: false }, 'professional')).toBe('O paciente receberá o valor pago integralmente como saldo na plataforma.')
    expect(cancelRefundText({ ...paid, payment: 'WAITING' }, 'patient')).toBe('Nenhum pagamento foi feito para esta consulta, então não há valor a devolver.')
  })
})
