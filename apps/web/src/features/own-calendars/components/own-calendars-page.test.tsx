import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { findOpenOption } from '../../../test/open-option'
import { OwnCalendarsPage } from './own-calendars-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const OVERVIEW = {
  calendars: [
    { id: 'c1', kind: 'ICS', label: 'calendar.google.com', last_success_at: '2026-03-02T12:00:00.000Z', last_attempt_at: '2026-03-02T12:20:00.000Z', problem: 'UNREACHABLE', writes_sessions: false, show_patient_name: false },
    { id: 'c2', kind: 'CALDAV', label: 'ana@icloud.com — caldav.icloud.com', last_success_at: '2026-03-02T12:20:00.000Z', last_attempt_at: '2026-03-02T12:20:00.000Z', problem: null, writes_sessions: true, show_patient_name: false },
  ],
  week: {
    from: '2026-03-02T03:00:00.000Z',
    to: '2026-03-09T03:00:00.000Z',
    busy: [
      { start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T14:00:00.000Z' },
      { start: '2026-03-05T03:00:00.000Z', end: '2026-03-06T03:00:00.000Z' },
    ],
  },
}

describe('the own calendars page', () => {
  it('shows each calendar with its last good read, a failed read with its reason and the copy still used, and this week in Brasília time', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(OVERVIEW)))
    renderWithRouter(<OwnCalendarsPage />, '/profissional/calendarios')
    const cards = await screen.findAllByTestId('own-calendar')
    expect(cards).toHaveLength(2)
    const failing = within(cards[0]!).getByRole('alert')
    expect(failing.textContent).toContain('Não conseguimos acessar esse calendário')
    expect(failing.textContent).toContain('cópia lida em 02/03/2026 09:00')
    expect(within(cards[1]!).queryByRole('alert')).not.toBeInTheDocument()
    expect(within(cards[1]!).getByText('As consultas do Acolhe são gravadas nesta conta.')).toBeInTheDocument()
    expect(screen.getByTestId('blocked-week').textContent).toBe('terça-feira, 03/03, das 10:00 às 11:00quinta-feira, 05/03, o dia todo')
  })

  it('lists the CalDAV account’s calendars before connecting, and sends the chosen one with the patient’s name off by default', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/caldav-calendars')) return jsonResponse({ calendars: [{ url: 'https://dav.example/ana/acolhe/', name: 'Consultas' }] })
      if (init?.method === 'POST') return jsonResponse({ ...OVERVIEW.calendars[1], id: 'c3' }, 201)
      return jsonResponse({ calendars: [], week: { ...OVERVIEW.week, busy: [] } })
    })
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<OwnCalendarsPage />, '/profissional/calendarios')
    expect(await screen.findByText('Nenhum calendário conectado.')).toBeInTheDocument()
    await userEvent.click(screen.getByText('Conta CalDAV'))
    await userEvent.type(screen.getByRole('textbox', { name: /Endereço do servidor/ }), 'https://dav.example')
    await userEvent.type(screen.getByRole('textbox', { name: /Usuário/ }), 'ana')
    await userEvent.type(screen.getByLabelText(/Senha de app/), 'abcd-efgh')
    await userEvent.click(screen.getByRole('button', { name: 'Buscar agendas' }))
    await userEvent.click(await screen.findByLabelText('Gravar as consultas do Acolhe em', { selector: 'input' }))
    await userEvent.click(await findOpenOption('Consultas'))
    expect(screen.getByRole('switch', { name: /Mostrar o nome do paciente/ })).not.toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Conectar' }))
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/professional-private/me/own-calendars' && init?.method === 'POST')).toBe(true))
    const sent = fetchMock.mock.calls.find(([url, init]) => url === '/api/professional-private/me/own-calendars' && init?.method === 'POST')![1]!
    expect(JSON.parse(String(sent.body))).toEqual({ kind: 'CALDAV', server_url: 'https://dav.example', username: 'ana', password: 'abcd-efgh', write_calendar_url: 'https://dav.example/ana/acolhe/', show_patient_name: false })
  })
})
