import { describe, expect, it } from 'vitest'
import { PIX_SESSION_ID, pixActive, pixWeek } from '../../../test/pix-automatico'
import { pixAutomaticoWeekHint } from './pix-automatico-week-hint'

const withWeek = (week: Parameters<typeof pixWeek>[0], status: 'ACTIVE' | 'CANCELLED' = 'ACTIVE') => pixActive({ status, weeks: [pixWeek(week)] })

describe('pixAutomaticoWeekHint', () => {
  it('says when the bank debits a scheduled week, retries a refused one, or that it debited it', () => {
    expect(pixAutomaticoWeekHint(withWeek({ state: 'SCHEDULED', debit_date: '2026-12-09' }), PIX_SESSION_ID, false)).toBe('Será debitada por Pix Automático em 09/12/2026.')
    expect(pixAutomaticoWeekHint(withWeek({ state: 'FAILED_RETRYING', debit_date: '2026-12-10' }), PIX_SESSION_ID, false)).toBe('Débito do Pix Automático recusado; nova tentativa em 10/12/2026.')
    expect(pixAutomaticoWeekHint(withWeek({ state: 'DEBITED' }), PIX_SESSION_ID, false)).toBe('Paga por Pix Automático.')
  })

  it('asks for the ordinary payment once the attempts ran out, and says it came in once paid', () => {
    expect(pixAutomaticoWeekHint(withWeek({ state: 'FAILED_FALLBACK' }), PIX_SESSION_ID, false)).toBe('O Pix Automático não conseguiu debitar esta semana: pague pelo pagamento normal.')
    expect(pixAutomaticoWeekHint(withWeek({ state: 'FAILED_FALLBACK' }), PIX_SESSION_ID, true)).toBe('O Pix Automático não conseguiu debitar esta semana; ela foi paga pelo pagamento normal.')
  })

  it("promises a debit for a week not yet asked of the bank only while the authorization is active", () => {
    const notYet = { state: 'NONE' as const, reason: 'NOT_YET' as const, debit_date: null }
    expect(pixAutomaticoWeekHint(withWeek(notYet), PIX_SESSION_ID, false)).toBe('Será debitada por Pix Automático; o débito é agendado alguns dias antes.')
    expect(pixAutomaticoWeekHint(withWeek(notYet, 'CANCELLED'), PIX_SESSION_ID, false)).toBeNull()
  })

  it('says nothing of a cancelled or credited charge, of the first week, or of a session that is not a week of it', () => {
    expect(pixAutomaticoWeekHint(withWeek({ state: 'CANCELLED' }), PIX_SESSION_ID, false)).toBeNull()
    expect(pixAutomaticoWeekHint(withWeek({ state: 'CREDITED' }), PIX_SESSION_ID, false)).toBeNull()
    expect(pixAutomaticoWeekHint(withWeek({ state: 'NONE', reason: 'FIRST_WEEK' }), PIX_SESSION_ID, false)).toBeNull()
    expect(pixAutomaticoWeekHint(withWeek({ state: 'DEBITED' }), '00000000-0000-4000-8000-000000000000', false)).toBeNull()
  })
})
