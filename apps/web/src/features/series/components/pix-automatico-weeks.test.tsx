import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { PIX_SERIES_ID, pixActive, pixOffered, pixWeek } from '../../../test/pix-automatico'
import { PixAutomaticoWeeks } from './pix-automatico-weeks'

const FALLBACK_SESSION = '3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('PixAutomaticoWeeks (in Gerenciar horário fixo)', () => {
  it("lists each week's charge with its state, why, the debit and the credits that went to the balance", async () => {
    const state = pixActive({
      weeks: [
        pixWeek({ starts_at: '2026-12-02T22:00:00.000Z', state: 'NONE', state_label: 'Sem cobrança automática', reason: 'FIRST_WEEK', reason_label: 'Primeira consulta, paga com o QR Code da autorização', amount_cents: null, debit_date: null }),
        pixWeek({ starts_at: '2026-12-09T22:00:00.000Z', state: 'CANCELLED', state_label: 'Cobrança cancelada', reason: 'FREE_CANCELLATION', reason_label: 'Consulta cancelada dentro do prazo sem custo', debit_date: '2026-12-09' }),
        pixWeek({ starts_at: '2026-12-16T22:00:00.000Z', state: 'DEBITED', state_label: 'Debitado', attempts: 1, debited_at: '2026-12-16T11:00:00.000Z', debit_date: '2026-12-16' }),
        pixWeek({ starts_at: '2026-12-23T22:00:00.000Z', session_id: FALLBACK_SESSION, state: 'FAILED_FALLBACK', state_label: 'Débito não realizado — pague pelo pagamento normal', attempts: 3, debit_date: '2026-12-23' }),
        pixWeek({ starts_at: '2026-12-30T22:00:00.000Z', state: 'CREDITED', state_label: 'Valor devolvido ao saldo', reason: 'PROFESSIONAL_AWAY', reason_label: 'Profissional ausente nessa semana', attempts: 1, debited_at: '2026-12-30T11:00:00.000Z', credited_cents: 15_000 }),
      ],
      credits: [
        { balance_entry_id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b', reason: 'PIX_AUTOMATICO_CREDIT', amount_cents: 15_000, created_at: '2026-12-29T12:00:00.000Z', week_starts_at: '2026-12-30T22:00:00.000Z', session_id: null },
      ],
    })
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(state)))
    renderWithRouter(<PixAutomaticoWeeks seriesId={PIX_SERIES_ID} zone="America/Sao_Paulo" paidSessions={new Set([FALLBACK_SESSION])} />)
    const weeks = await screen.findAllByTestId('pix-automatico-week')
    expect(weeks.map((week) => within(week).getByTestId('pix-automatico-week-state').textContent)).toEqual([
      'Sem cobrança automática',
      'Cobrança cancelada',
      'Debitado',
      'Débito não realizado — pague pelo pagamento normal',
      'Valor devolvido ao saldo',
    ])
    expect(weeks[0]).toHaveTextContent('Primeira consulta, paga com o QR Code da autorização')
    expect(weeks[1]).toHaveTextContent('Consulta cancelada dentro do prazo sem custo')
    // A cancelled charge shows no debit day nor amount: nothing was or will be taken.
    expect(weeks[1]).not.toHaveTextContent('Débito em')
    expect(weeks[1]).not.toHaveTextContent('R$')
    expect(weeks[2]).toHaveTextContent('Debitado em 16/12/2026 às 08:00')
    expect(weeks[3]).toHaveTextContent('3 tentativas')
    // Paid the ordinary way after the fallback (the dialog knows from the series' weeks).
    expect(weeks[3]).toHaveTextContent('Paga pelo pagamento normal')
    expect(weeks[4]).toHaveTextContent('R$ 150,00 devolvido ao saldo')
    expect(screen.getByTestId('pix-automatico-credits')).toHaveTextContent('R$ 150,00 da semana de quarta-feira, 30/12, 19:00')
  })

  it('shows nothing for a series that never had Pix Automático', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(pixOffered())))
    const view = renderWithRouter(<PixAutomaticoWeeks seriesId={PIX_SERIES_ID} zone="America/Sao_Paulo" paidSessions={new Set()} />)
    await vi.waitFor(() => expect(view.queryClient.isFetching()).toBe(0))
    expect(screen.queryByTestId('pix-automatico-weeks')).toBeNull()
  })
})
