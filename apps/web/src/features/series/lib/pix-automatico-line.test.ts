import { describe, expect, it } from 'vitest'
import { pixActive, pixOffered } from '../../../test/pix-automatico'
import { pixAutomaticoLine } from './pix-automatico-line'

describe('pixAutomaticoLine', () => {
  it('says nothing for a series that never had Pix Automático', () => {
    expect(pixAutomaticoLine(pixOffered())).toBeNull()
  })

  it('names the next debit day (a Brasília calendar day, as sent) and the cap when active', () => {
    expect(pixAutomaticoLine(pixActive())).toEqual({ text: 'Pix Automático ativo — próximo débito em 09/12/2026, até R$ 150,00', tone: 'active' })
  })

  it('says no debit is scheduled when an active authorization has none ahead', () => {
    expect(pixAutomaticoLine(pixActive({ next_debit_date: null }))?.text).toBe('Pix Automático ativo — nenhum débito agendado, até R$ 150,00 por semana')
  })

  it('says the bank has not confirmed yet while pending, and that a paused series pauses it', () => {
    expect(pixAutomaticoLine(pixActive({ status: 'PENDING' }))).toEqual({ text: 'Pix Automático aguardando a autorização no banco', tone: 'waiting' })
    expect(pixAutomaticoLine(pixActive({ status: 'PAUSED' }))?.text).toBe('Pix Automático pausado junto com o horário fixo (até R$ 150,00 por semana)')
  })

  it('says who cancelled it, on which Brasília day, and that the weeks ahead are paid one by one', () => {
    const line = pixAutomaticoLine(
      pixActive({ status: 'CANCELLED', cancelled_by: 'PATIENT_BANK', cancelled_by_label: 'Cancelado pelo paciente no aplicativo do banco', cancelled_at: '2026-12-05T01:30:00.000Z' }),
    )
    // 01:30 UTC on the 5th is still the 4th in Brasília.
    expect(line).toEqual({
      text: 'Pix Automático inativo desde 04/12/2026: cancelado pelo paciente no aplicativo do banco. As próximas semanas são pagas uma a uma.',
      tone: 'off',
    })
  })
})
