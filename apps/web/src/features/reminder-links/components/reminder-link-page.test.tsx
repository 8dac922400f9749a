import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { ReminderLinkPage } from './reminder-link-page'

// The pages a reminder's links open: what they show is the server's answer, word for word.
const SLOW = { timeout: 15_000 }

function stubApi(answer: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer())
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('reminder link pages', () => {
  it('the confirm page posts its token once as it opens and shows the outcome', async () => {
    const fetchMock = stubApi(() => jsonResponse({ action: 'confirm', title: 'Presença confirmada', message: 'Obrigado! Avisamos que você vai à consulta de 02/12/2026 às 10:00.' }))
    renderWithRouter(<ReminderLinkPage action="confirm" token="abc.def" />, '/lembrete/confirmar?token=abc.def')
    expect(await screen.findByText('Obrigado! Avisamos que você vai à consulta de 02/12/2026 às 10:00.', undefined, SLOW)).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/reminder-links/use')
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc.def' })
  })

  it('the cancel page first shows what the server says happens to the money, without using the link; then the click cancels', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/reminder-links/preview'
        ? jsonResponse({ session: 'Consulta de 04/12/2026 às 10:00 (horário de Brasília).', money: 'Se cancelar agora, R$ 155,00 voltam como saldo na sua conta.', refund: true })
        : jsonResponse({ action: 'cancel', title: 'Consulta cancelada', message: 'Sua consulta foi cancelada.' }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<ReminderLinkPage action="cancel" token="abc.def" />, '/lembrete/cancelar?token=abc.def')
    expect((await screen.findByTestId('reminder-link-money', undefined, SLOW)).textContent).toBe('Se cancelar agora, R$ 155,00 voltam como saldo na sua conta.')
    expect(screen.getByRole('heading', { name: 'Não poderá ir à consulta?' })).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/reminder-links/preview'])
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar consulta' }))
    expect(await screen.findByText('Sua consulta foi cancelada.', undefined, SLOW)).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/reminder-links/preview', '/api/reminder-links/use'])
  })

  it('the cancel page offers no button when the server says the link cannot cancel', async () => {
    stubApi(() => jsonResponse({ code: 'REMINDER_LINK_USED', message: 'Este link já foi usado. Veja a situação da consulta em Minhas consultas.' }, 409))
    renderWithRouter(<ReminderLinkPage action="cancel" token="abc.def" />, '/lembrete/cancelar?token=abc.def')
    expect(await screen.findByText('Este link já foi usado. Veja a situação da consulta em Minhas consultas.', undefined, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancelar consulta' })).not.toBeInTheDocument()
  })

  it("shows the server's refusal of a used link", async () => {
    stubApi(() => jsonResponse({ code: 'REMINDER_LINK_USED', message: 'Este link já foi usado. Veja a situação da consulta em Minhas consultas.' }, 409))
    renderWithRouter(<ReminderLinkPage action="confirm" token="abc.def" />, '/lembrete/confirmar?token=abc.def')
    expect(await screen.findByText('Este link já foi usado. Veja a situação da consulta em Minhas consultas.', undefined, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Não foi possível usar este link')).toBeInTheDocument()
  })
})
