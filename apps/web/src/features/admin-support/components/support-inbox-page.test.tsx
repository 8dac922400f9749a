import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SupportMessageDto } from '@acolhe/shared/api/support'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { SupportInboxPage } from './support-inbox-page'

const open: SupportMessageDto = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Lívia Prado',
  email: 'livia@exemplo.com',
  message: 'Como faço para remarcar?',
  created_at: '2026-11-30T13:00:00.000Z',
  answered_at: null,
  answered_by: null,
}
const answered: SupportMessageDto = { ...open, id: '22222222-2222-4222-8222-222222222222', name: 'Otávio Reis', answered_at: '2026-12-01T12:00:00.000Z', answered_by: 'Rita Souza' }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/admin/suporte', () => {
  it('lists the messages with their state, a mailto reply, and filter and page from the address', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: [open, answered], total: 12, open: 1 }))
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes([{ path: '/admin/suporte', element: <SupportInboxPage /> }], '/admin/suporte?state=open&page=2')
    const cards = await screen.findAllByTestId('support-message')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/support/messages?page=2&limit=10&state=open')
    expect(screen.getByTestId('support-open-count').textContent).toBe('1 mensagem aberta')
    const first = within(cards[0] as HTMLElement)
    expect(first.getByText('Aberta')).toBeInTheDocument()
    const reply = first.getByRole('link', { name: 'Responder Lívia Prado por email' }).getAttribute('href') ?? ''
    expect(reply.startsWith('mailto:livia%40exemplo.com?subject=Re%3A%20sua%20mensagem%20para%20a%20Acolhe&body=')).toBe(true)
    expect(decodeURIComponent(reply)).toContain('Como faço para remarcar?')
    expect(within(cards[1] as HTMLElement).getByText(/Respondida por Rita Souza em/)).toBeInTheDocument()
  })

  it("'Marcar como respondida' sends the change and confirms it", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PATCH' ? jsonResponse({ message: { ...open, answered_at: '2026-12-02T12:10:00.000Z', answered_by: 'Rita Souza' } }) : jsonResponse({ data: [open], total: 1, open: 1 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes([{ path: '/admin/suporte', element: <SupportInboxPage /> }], '/admin/suporte')
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como respondida a mensagem de Lívia Prado' }))
    expect(await screen.findByText('Mensagem marcada como respondida')).toBeInTheDocument()
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(patch?.[0]).toBe(`/api/support/messages/${open.id}`)
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ answered: true })
  })
})
