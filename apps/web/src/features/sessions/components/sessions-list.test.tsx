import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SessionDto } from '@acolhe/shared/api/session'
import { TELEHEALTH_CONSENT_VERSION } from '@acolhe/shared/texts/telehealth-consent'
import { timeRangeIn, weekDayAndDateIn } from '@acolhe/shared/format/zoned-time'
import { pixOffered } from '../../../test/pix-automatico'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { sessionActions } from '../../../test/session-actions'
import { SessionsList } from './sessions-list'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const session: SessionDto = {
  id: '5b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
  user_id: '6b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
  service_id: '7b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
  professional: {
    id: '8b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
    first_name: 'Camila',
    last_name: 'Andrade',
    clinic_id: null,
    service_modality: 'FULL_REMOTE',
    professional_type: 'PSYCHOLOGIST',
    allow_returns: false,
    crm_or_crp: '06/123456',
    gender: 'FEMALE',
  },
  user: { first_name: 'Juliana', last_name: 'Souza', email: null, phone_number: null },
  available_date_id: null,
  selected_date: inDays(3),
  time_zone: 'America/Sao_Paulo',
  end_date: inDays(3),
  is_online: true,
  meets_url: null,
  location: null,
  status: 'CONFIRMED',
  payment: 'DONE',
  type: 'DEFAULT',
  parent_session: null,
  price_cents: 15500,
  service_value_cents: 15000,
  operating_cost_cents: 500,
  checkout_expires_at: null,
  patient_reschedule_count: 0,
  can_patient_cancel_free: true,
  created_at: inDays(-1),
  has_return: false,
  patient_confirmed_at: null,
  // As the server answers the patient: edit (with cancel), and the link waits for the window.
  actions: sessionActions({ edit: true, cancel: true, cancel_refund_cents: 15500, join: 'disabled', join_opens_at: '2026-12-05T17:50:00.000Z' }),
  payment_due: null,
  telehealth_consent: null,
  no_show: null,
  series_id: null,
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('consultation list', () => {
  it('shows the three tabs with their counts, reads page 1 of 8 with the statistic, and the card of the patient', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ data: [session], total: 1, statistic: { TODAY: 0, CREATED: 1, ALL: 4 } }))
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<SessionsList viewer="patient" emptyAction={null} />)

    const card = await screen.findByTestId('session-card')
    expect(within(card).getByText('Camila Andrade · CRP 06/123456')).toBeInTheDocument()
    expect(within(card).getByTestId('session-status').textContent).toBe('Confirmada')
    expect(within(card).getByRole('button', { name: 'Editar' })).toBeInTheDocument()
    expect((within(card).getByRole('button', { name: 'Acessar Consulta' }) as HTMLButtonElement).disabled).toBe(true)
    // The disabled link says when it opens (Brasília time), and the time is labelled as Brasília's.
    expect(within(card).getByTestId('join-hint').textContent).toBe('Disponível a partir de 14:50')
    expect(within(card).getByTestId('time-zone').textContent).toBe('horário de Brasília')
    expect(screen.getByRole('tab', { name: /Todas/ }).textContent).toContain('4')
    expect(screen.getByRole('tab', { name: /Próximas/ }).textContent).toContain('1')
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x')
    expect(url.pathname).toBe('/api/session/me')
    expect(Object.fromEntries(url.searchParams)).toEqual({ isMe: 'true', statistic: 'true', limit: '8', page: '1', tab: 'today' })

    // The server defines the tab: the web asks for it by name, with no dates or statuses of its own.
    await userEvent.click(screen.getByRole('tab', { name: /Próximas/ }))
    const upcoming = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x')
    expect(Object.fromEntries(upcoming.searchParams)).toEqual({ isMe: 'true', statistic: 'true', limit: '8', page: '1', tab: 'upcoming' })
  })

  it('shows a patient in Lisbon their own day and hours, Brasília’s beneath, across Europe’s clock change (decision 044)', async () => {
    // The same Tuesday hour, 11:00 in Brasília, before and after 28/03/2027; the join link's hour follows the zone too.
    const lisbon = (start: string, id: string): SessionDto => ({
      ...session,
      id,
      selected_date: start,
      time_zone: 'Europe/Lisbon',
      actions: { ...session.actions, join_opens_at: new Date(Date.parse(start) - 10 * 60_000).toISOString() },
    })
    const sessions = [lisbon('2027-03-23T14:00:00.000Z', '5b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a12'), lisbon('2027-03-30T14:00:00.000Z', '5b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a13')]
    vi.stubGlobal('fetch', vi.fn(async (_url: string) => jsonResponse({ data: sessions, total: 2, statistic: { TODAY: 0, CREATED: 2, ALL: 2 } })))
    renderWithRouter(<SessionsList viewer="patient" emptyAction={null} />)

    const [before, after] = await screen.findAllByTestId('session-card')
    expect(before?.getAttribute('aria-label')).toBe('Terça-feira, 23/03')
    expect(within(before!).getByText(/^14:00 - 14:50,/)).toBeInTheDocument()
    expect(within(before!).getByTestId('time-zone').textContent).toBe('horário de Lisboa')
    expect(within(before!).getByTestId('brasilia-time').textContent).toBe('11:00 - 11:50 em Brasília')
    expect(within(after!).getByText(/^15:00 - 15:50,/)).toBeInTheDocument()
    expect(within(after!).getByTestId('brasilia-time').textContent).toBe('11:00 - 11:50 em Brasília')
    expect(within(after!).getByTestId('join-hint').textContent).toBe('Disponível a partir de 14:50')
  })

  it("keeps the tab and the page in the address: a reload of '?aba=all&page=2' reads page 2 of 'Todas'", async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ data: [session], total: 20, statistic: { TODAY: 0, CREATED: 1, ALL: 20 } }))
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<SessionsList viewer="professional" emptyAction={null} />, '/profissional/home?aba=all&page=2')
    await screen.findByTestId('session-card')
    const first = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x')
    expect([first.searchParams.get('page'), first.searchParams.get('status')]).toEqual(['2', null])
    expect(screen.getByRole('tab', { name: /Todas/ }).getAttribute('aria-selected')).toBe('true')

    await userEvent.click(screen.getByRole('button', { name: '3' }))
    expect(screen.getByTestId('location').textContent).toBe('/profissional/home?aba=all&page=3')
    await userEvent.click(screen.getByRole('tab', { name: /Hoje/ }))
    expect(screen.getByTestId('location').textContent).toBe('/profissional/home')
  })

  it("asks 'Finalizar consulta?' before ending, ends only on confirm and says the status changed", async () => {
    const started: SessionDto = { ...session, status: 'STARTED', selected_date: new Date(Date.now() - 5 * 60_000).toISOString(), actions: sessionActions({ end: true }) }
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PATCH' ? jsonResponse({ ...started, status: 'FINISHED' }) : jsonResponse({ data: [started], total: 1, statistic: { TODAY: 1, CREATED: 0, ALL: 1 } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<SessionsList viewer="professional" emptyAction={null} />)
    const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')

    const card = await screen.findByTestId('session-card')
    await userEvent.click(within(card).getByRole('button', { name: 'Finalizar consulta' }))
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar consulta?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(patches()).toHaveLength(0)

    await userEvent.click(within(card).getByRole('button', { name: 'Finalizar consulta' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Finalizar consulta?' })).getByRole('button', { name: 'Finalizar' }))
    expect(await screen.findByText('Alterado status para finalizado com sucesso')).toBeInTheDocument()
    expect(patches().map(([url]) => url)).toEqual([`/api/session/${started.id}/end`])
  })

  it("opens 'Editar' and, behind the cancel button, the irreversible confirmation with the balance rule", async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) =>
      String(url).startsWith('/api/public/available-dates')
        ? jsonResponse({ professionalAvailability: { in_person_available: true, price: null, series_options: [], availability: [] } })
        : jsonResponse({ data: [session], total: 1, statistic: { TODAY: 0, CREATED: 1, ALL: 1 } }),
    ))
    renderWithRouter(<SessionsList viewer="patient" emptyAction={null} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }))
    // The dialog says which consultation it edits.
    expect((await screen.findByTestId('edit-which')).textContent).toBe(
      `Consulta com Camila Andrade · CRP 06/123456 — ${weekDayAndDateIn(session.selected_date, 'America/Sao_Paulo')}, ${timeRangeIn(session.selected_date, 50, 'America/Sao_Paulo')} (horário de Brasília)`,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar consulta' }))
    expect(screen.getByText('Esta ação é irreversível: a consulta será cancelada e o horário liberado.')).toBeInTheDocument()
    expect(screen.getByTestId('cancel-refund-rule').textContent).toBe(
      'Como faltam mais de 24 horas para o início, o valor pago (R$ 155,00) voltará como saldo na sua conta.',
    )
  })

  it("gives focus back to the card's button once its dialog closes (the dialog is removed on close)", async () => {
    const payable: SessionDto = { ...session, status: 'CREATED', payment: 'WAITING', actions: sessionActions({ pay: true }) }
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [payable], total: 1, statistic: { TODAY: 0, CREATED: 1, ALL: 1 } })))
    renderWithRouter(<SessionsList viewer="patient" emptyAction={null} />)
    const pay = await screen.findByRole('button', { name: 'Realizar pagamento' })
    pay.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(document.activeElement).toBe(pay))
  })

  it("shows exactly the buttons the server allows: no return once booked, nothing on a lapsed hold, 'Realizar pagamento' and 'Cancelar consulta' (no 'Editar') on an unpaid hold", async () => {
    const finished: SessionDto = { ...session, id: '1c0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11', status: 'FINISHED', has_return: true, actions: sessionActions({ receipt: true }) }
    const lapsed: SessionDto = { ...session, id: '2c0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11', status: 'CREATED', payment: 'WAITING', actions: sessionActions() }
    const payable: SessionDto = { ...session, id: '3c0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11', status: 'CREATED', payment: 'WAITING', actions: sessionActions({ pay: true, cancel: true }) }
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [finished, lapsed, payable], total: 3, statistic: { TODAY: 0, CREATED: 2, ALL: 3 } })))
    renderWithRouter(<SessionsList viewer="patient" emptyAction={null} />)
    const [finishedCard, lapsedCard, payableCard] = await screen.findAllByTestId('session-card')
    expect(within(finishedCard!).queryByRole('button', { name: 'Marcar retorno' })).not.toBeInTheDocument()
    expect(within(finishedCard!).getByText('Baixar recibo')).toBeInTheDocument()
    expect(within(finishedCard!).getByTestId('return-booked').textContent).toBe('Retorno marcado')
    expect(within(payableCard!).queryByTestId('return-booked')).not.toBeInTheDocument()
    expect(within(lapsedCard!).queryAllByRole('button')).toHaveLength(0)
    expect(within(payableCard!).getByRole('button', { name: 'Realizar pagamento' })).toBeInTheDocument()
    expect(within(payableCard!).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument()
    expect(within(payableCard!).getByRole('button', { name: 'Cancelar consulta' })).toBeInTheDocument()
  })

  it('shows an unpaid week of a series with its amount and its own due date, on the card and beside the amount to pay', async () => {
    const week: SessionDto = {
      ...session,
      status: 'CREATED',
      payment: 'WAITING',
      selected_date: '2026-12-09T22:00:00.000Z',
      checkout_expires_at: '2026-12-07T22:00:00.000Z',
      series_id: '5b1f0a52-3c1e-4a43-9f0e-6d2b8c1a7e01',
      payment_due: { balance_used_cents: 5000, amount_due_cents: 10500 },
      actions: sessionActions({ pay: true }),
    }
    // The week's card also reads its series' Pix Automático (none set up here).
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('/pix-automatico') ? jsonResponse(pixOffered()) : jsonResponse({ data: [week], total: 1, statistic: { TODAY: 0, CREATED: 1, ALL: 1 } }))))
    renderWithRouter(<SessionsList viewer="patient" emptyAction={null} />)
    const card = await screen.findByTestId('session-card')
    expect(within(card).getByTestId('amount-due').textContent).toBe('R$ 105,00 a pagar até 07/12/2026 às 19:00 (horário de Brasília)')
    await userEvent.click(within(card).getByRole('button', { name: 'Realizar pagamento' }))
    expect((await screen.findByTestId('pay-by')).textContent).toBe('Pagar até 07/12/2026 às 19:00 (horário de Brasília)')
  })

  it("shows the patient's email and phone on the professional's card", async () => {
    // The server sends the stored digits; the card writes them with the shared phone mask.
    const withContacts: SessionDto = { ...session, user: { ...session.user, email: 'juliana@example.com', phone_number: '11988887777' }, actions: sessionActions({ cancel: true }) }
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [withContacts], total: 1, statistic: { TODAY: 0, CREATED: 1, ALL: 1 } })))
    renderWithRouter(<SessionsList viewer="professional" emptyAction={null} />)
    const card = await screen.findByTestId('session-card')
    expect(within(card).getByText('Email: juliana@example.com').getAttribute('href')).toBe('mailto:juliana@example.com')
    expect(within(card).getByText('Telefone: (11) 98888-7777').getAttribute('href')).toBe('tel:11988887777')
    expect(within(card).getByRole('button', { name: 'Cancelar consulta' })).toBeInTheDocument()
  })

  it("names a doctor 'Dr.'/'Dra.' only when the profile says so, a psychologist never, and presumes no title without a gender", async () => {
    const doctor = { ...session.professional, professional_type: 'PSYCHIATRIST' as const, crm_or_crp: '123456' }
    const hers: SessionDto = { ...session, id: '3c0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11', professional: { ...doctor, first_name: 'Helena', last_name: 'Prado', gender: 'FEMALE' } }
    const his: SessionDto = { ...session, id: '4c0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11', professional: { ...doctor, first_name: 'Ricardo', last_name: 'Mendes', gender: 'MALE' } }
    const unstated: SessionDto = { ...session, id: '5c0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11', professional: { ...doctor, first_name: 'Alex', last_name: 'Souza', gender: null } }
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [session, hers, his, unstated], total: 4, statistic: { TODAY: 0, CREATED: 4, ALL: 4 } })))
    renderWithRouter(<SessionsList viewer="patient" emptyAction={null} />)
    const [psychologist, her, him, theirs] = await screen.findAllByTestId('session-card')
    expect(within(psychologist!).getByText('Camila Andrade · CRP 06/123456')).toBeInTheDocument()
    expect(within(psychologist!).queryByText(/Dra?\. /)).not.toBeInTheDocument()
    expect(within(her!).getByText('Dra. Helena Prado')).toBeInTheDocument()
    expect(within(him!).getByText('Dr. Ricardo Mendes')).toBeInTheDocument()
    expect(within(theirs!).getByText('Alex Souza · CRM 123456')).toBeInTheDocument()
    expect(within(theirs!).queryByText(/Dra?\. /)).not.toBeInTheDocument()
  })

  it("tells a patient with consultations that 'Hoje' is empty and leads to them, inviting a first booking only to someone with none", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      jsonResponse(new URL(url, 'http://x').searchParams.get('tab') === 'all' ? { data: [session], total: 1, statistic: { TODAY: 0, CREATED: 1, ALL: 1 } } : { data: [], total: 0, statistic: { TODAY: 0, CREATED: 1, ALL: 1 } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<SessionsList viewer="patient" emptyAction={{ to: '/agendamento' }} />, '/home')
    expect(await screen.findByText('Nenhuma consulta hoje.')).toBeInTheDocument()
    expect(screen.queryByText('Agende sua primeira consulta')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Agendar uma nova consulta' }).getAttribute('href')).toBe('/agendamento')
    await userEvent.click(screen.getByRole('button', { name: 'Ver todas as consultas' }))
    expect(screen.getByTestId('location').textContent).toBe('/home?aba=all')
    expect(await screen.findByTestId('session-card')).toBeInTheDocument()
    cleanup()

    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [], total: 0, statistic: { TODAY: 0, CREATED: 0, ALL: 0 } })))
    renderWithRouter(<SessionsList viewer="patient" emptyAction={{ to: '/agendamento' }} />, '/home')
    expect((await screen.findByRole('link', { name: 'Agende sua primeira consulta' })).getAttribute('href')).toBe('/agendamento')
    expect(screen.queryByText('Nenhuma consulta hoje.')).not.toBeInTheDocument()
  })

  it("says 'Nenhum resultado encontrado' / 'Não há consultas' when empty, and the spec's message when the load fails", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [], total: 0, statistic: { TODAY: 0, CREATED: 0, ALL: 0 } })))
    renderWithRouter(<SessionsList viewer="professional" emptyAction={null} />)
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument()
    expect(screen.getByText('Não há consultas')).toBeInTheDocument()
    cleanup()

    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'falhou' }, 500)))
    renderWithRouter(<SessionsList viewer="professional" emptyAction={null} />)
    expect(await screen.findByText('Erro no carregamento das consultas!')).toBeInTheDocument()
  })
  it("asks for the consent to online care inside 'Editar' when the server refuses the switch online for want of it, then switches", async () => {
    const inPerson: SessionDto = {
      ...session,
      is_online: false,
      professional: { ...session.professional, service_modality: 'HYBRID' },
      actions: sessionActions({ edit: true, change_modality: true }),
    }
    let refusedOnce = false
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url)
      if (path.endsWith('/modality')) {
        if (!refusedOnce) {
          refusedOnce = true
          return jsonResponse({ message: 'É preciso aceitar o termo.', code: 'TELEHEALTH_CONSENT_REQUIRED', consent_version: TELEHEALTH_CONSENT_VERSION }, 422)
        }
        return jsonResponse({ ...inPerson, is_online: true })
      }
      if (path === '/api/telehealth-consents' && init?.method === 'POST') {
        return jsonResponse({ professional_id: session.professional.id, version: TELEHEALTH_CONSENT_VERSION, accepted_at: '2026-11-23T12:00:00.000Z', current: true }, 201)
      }
      if (path.startsWith('/api/public/available-dates')) {
        return jsonResponse({ professionalAvailability: { in_person_available: true, price: null, series_options: [], availability: [] } })
      }
      return jsonResponse({ data: [inPerson], total: 1, statistic: { TODAY: 0, CREATED: 1, ALL: 1 } })
    })
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<SessionsList viewer="patient" emptyAction={null} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }))
    await userEvent.click(await screen.findByText('Online'))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar modalidade' }))
    const consent = await screen.findByTestId('telehealth-consent-modal')
    await userEvent.click(within(consent).getByRole('button', { name: 'Li e aceito' }))
    await waitFor(() => expect(screen.queryByTestId('telehealth-consent-modal')).not.toBeInTheDocument())
    const calls = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST' || init?.method === 'PATCH')
      .map(([url, init]) => `${init?.method} ${String(url)} ${String(init?.body)}`)
    expect(calls).toEqual([
      `PATCH /api/session/${session.id}/modality {"is_online":true}`,
      `POST /api/telehealth-consents {"professional_id":"${session.professional.id}","version":"${TELEHEALTH_CONSENT_VERSION}"}`,
      `PATCH /api/session/${session.id}/modality {"is_online":true}`,
    ])
  })
})
