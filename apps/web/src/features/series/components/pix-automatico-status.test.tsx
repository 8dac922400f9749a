import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { PIX_SERIES_ID, pixActive, pixOffered } from '../../../test/pix-automatico'
import { PixAutomaticoStatus } from './pix-automatico-status'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const cancelled = pixActive({
  status: 'CANCELLED',
  status_label: 'Cancelado',
  cancelled_by: 'PATIENT',
  cancelled_by_label: 'Cancelado pelo paciente no Acolhe',
  cancelled_at: '2026-12-02T12:00:00.000Z',
  next_debit_date: null,
  actions: { opt_in: true, stop: false },
})

describe('PixAutomaticoStatus (the series card)', () => {
  it("shows 'ativo — próximo débito em …, até R$ …' and stops it after a confirmation that says what follows", async () => {
    let stopped = false
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url.endsWith('/pix-automatico/stop')) {
        stopped = true
        return jsonResponse(cancelled)
      }
      return jsonResponse(stopped ? cancelled : pixActive())
    })
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<PixAutomaticoStatus seriesId={PIX_SERIES_ID} zone="America/Sao_Paulo" viewer="patient" />)
    expect(await screen.findByTestId('pix-automatico-line')).toHaveTextContent('Pix Automático ativo — próximo débito em 09/12/2026, até R$ 150,00')

    await userEvent.click(screen.getByRole('button', { name: 'Parar o Pix Automático' }))
    expect(screen.getByTestId('pix-automatico-stop-confirmation')).toHaveTextContent('as próximas semanas voltam a ser pagas uma a uma')
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(fetchMock).toHaveBeenCalledWith(`/api/session-series/${PIX_SERIES_ID}/pix-automatico/stop`, expect.objectContaining({ method: 'POST' }))
    expect(await screen.findByText(/Pix Automático inativo desde 02\/12\/2026: cancelado pelo paciente no Acolhe/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Parar o Pix Automático' })).toBeNull()
  })

  it('gives the professional the state without the buttons the server does not allow them', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(pixActive({ actions: { opt_in: false, stop: false } }))))
    renderWithRouter(<PixAutomaticoStatus seriesId={PIX_SERIES_ID} zone="America/Sao_Paulo" viewer="professional" />)
    expect(await screen.findByTestId('pix-automatico-line')).toHaveTextContent('Pix Automático ativo')
    // (Scoped to the card's part: a toast of an earlier test may still be on the page.)
    expect(within(screen.getByTestId('pix-automatico-status')).queryAllByRole('button')).toHaveLength(0)
  })

  it("offers 'Ativar Pix Automático' only to a patient the server offers it to, and shows nothing else for a series without it", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(pixOffered())))
    const patient = renderWithRouter(<PixAutomaticoStatus seriesId={PIX_SERIES_ID} zone="America/Sao_Paulo" viewer="patient" />)
    expect(await screen.findByRole('button', { name: 'Ativar Pix Automático' })).toBeInTheDocument()
    expect(screen.queryByTestId('pix-automatico-line')).toBeNull()
    patient.unmount()

    const professional = renderWithRouter(<PixAutomaticoStatus seriesId={PIX_SERIES_ID} zone="America/Sao_Paulo" viewer="professional" />)
    await vi.waitFor(() => expect(professional.queryClient.isFetching()).toBe(0))
    expect(screen.queryByTestId('pix-automatico-status')).toBeNull()
  })
})
