import { describe, expect, it } from 'vitest'
import { latePaymentEmail } from './late-payment-email'

// 11:00 in Brasília on 23/03/2027 is 14:00 in Lisbon, before Europe's clock change (decision 068).
const START = new Date('2027-03-23T14:00:00.000Z')

describe('the late-payment email', () => {
  it('names the consultation on the patient’s clock, Brasília’s beside it, or labelled as Brasília’s', () => {
    expect(latePaymentEmail({ firstName: 'Inês', timeZone: 'Europe/Lisbon', amountCents: 15500, sessionStart: START }).text).toContain(
      'referente à consulta de 23/03/2027 às 14:00 em Lisboa (11:00 em Brasília)',
    )
    expect(latePaymentEmail({ firstName: 'Ana', timeZone: 'America/Sao_Paulo', amountCents: 15500, sessionStart: START }).text).toContain(
      'referente à consulta de 23/03/2027 às 11:00 (horário de Brasília)',
    )
  })
})
