import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { PIX_SERIES_ID, pixActive, pixOffered, pixOptInReply } from '../../../test/pix-automatico'
import { PixAutomaticoOffer } from './pix-automatico-offer'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function serve(answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('PixAutomaticoOffer', () => {
  it("offers 'Pagar toda semana por Pix Automático' with the cap, then shows the journey-3 QR, its code, the cap and what it authorizes", async () => {
    const fetchMock = serve((url, init) => (init?.method === 'POST' ? jsonResponse(pixOptInReply(), 201) : jsonResponse(pixOffered())))
    renderWithRouter(<PixAutomaticoOffer seriesId={PIX_SERIES_ID} zone="America/Sao_Paulo" />)
    const offer = await screen.findByTestId('pix-automatico-offer')
    expect(offer).toHaveTextContent('Limite por semana: R$ 150,00')

    await userEvent.click(screen.getByRole('button', { name: 'Pagar toda semana por Pix Automático' }))
    const qr = await screen.findByTestId('pix-automatico-qr')
    expect(fetchMock).toHaveBeenCalledWith(`/api/session-series/${PIX_SERIES_ID}/pix-automatico`, expect.objectContaining({ method: 'POST' }))
    expect(screen.getByRole('img', { name: 'QR Code do Pix Automático' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=')
    expect(screen.getByTestId('copy-field-value')).toHaveTextContent(pixOptInReply().qr.pix_copia_e_cola)
    expect(screen.getByTestId('pix-automatico-pays-now')).toHaveTextContent('Paga agora: R$ 150,00 (a primeira consulta)')
    expect(screen.getByTestId('pix-automatico-cap')).toHaveTextContent('Limite por semana: R$ 150,00')
    expect(qr).toHaveTextContent('O banco avisa você antes de cada débito.')
    expect(qr).toHaveTextContent('no aplicativo do banco')
    expect(qr).toHaveTextContent('Este QR Code vale até 01/12/2026 às 12:00')
    expect(qr).toHaveTextContent('Aguardando a confirmação do banco…')
    expect(screen.queryByTestId('pix-automatico-offer')).toBeNull()
  })

  it("shows the server's refusal and keeps the offer", async () => {
    serve((_url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ code: 'NOTHING_TO_PAY', message: 'Não há consulta a pagar agora neste horário fixo para ativar o Pix Automático. Tente na próxima semana.' }, 422)
        : jsonResponse(pixOffered()),
    )
    renderWithRouter(<PixAutomaticoOffer seriesId={PIX_SERIES_ID} zone="America/Sao_Paulo" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar toda semana por Pix Automático' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Não há consulta a pagar agora neste horário fixo')
    expect(screen.getByTestId('pix-automatico-offer')).toBeInTheDocument()
  })

  it('offers nothing when the server does not (no Pix provider), when it is already active, or when the read fails', async () => {
    serve(() => jsonResponse(pixOffered({ offer: { available: false, cap_cents: null, unavailable_reason: 'sem Pix' }, actions: { opt_in: false, stop: false } })))
    const first = renderWithRouter(<PixAutomaticoOffer seriesId={PIX_SERIES_ID} zone="America/Sao_Paulo" />)
    await vi.waitFor(() => expect(first.queryClient.isFetching()).toBe(0))
    expect(screen.queryByTestId('pix-automatico-offer')).toBeNull()
    cleanup()

    serve(() => jsonResponse(pixActive()))
    const second = renderWithRouter(<PixAutomaticoOffer seriesId={PIX_SERIES_ID} zone="America/Sao_Paulo" />)
    await vi.waitFor(() => expect(second.queryClient.isFetching()).toBe(0))
    expect(screen.queryByTestId('pix-automatico-offer')).toBeNull()
    cleanup()

    serve(() => jsonResponse({ message: 'Recurso não encontrado.' }, 404))
    const third = renderWithRouter(<PixAutomaticoOffer seriesId={PIX_SERIES_ID} zone="America/Sao_Paulo" />)
    await vi.waitFor(() => expect(third.queryClient.isFetching()).toBe(0))
    expect(screen.queryByTestId('pix-automatico-offer')).toBeNull()
  })
})
