import { describe, expect, it } from 'vitest'
import { cancelRefundText } from './cancel-wording'

describe('cancel confirmation wording', () => {
  const answer = (cancel_refund_cents: number | null) => ({ actions: { cancel_refund_cents } }) as const
  it("says what the server answers a cancellation returns: the amount, nothing, in full for the professional's, or nothing paid", () => {
    expect(cancelRefundText(answer(20500), 'patient')).toBe('Como faltam mais de 24 horas para o início, o valor pago (R$ 205,00) voltará como saldo na sua conta.')
    expect(cancelRefundText(answer(0), 'patient')).toBe('Como faltam menos de 24 horas para o início, o valor pago não será devolvido.')
    expect(cancelRefundText(answer(20500), 'professional')).toBe('O paciente receberá o valor pago integralmente como saldo na plataforma.')
    expect(cancelRefundText(answer(null), 'patient')).toBe('Nenhum pagamento foi feito para esta consulta, então não há valor a devolver.')
  })
})
