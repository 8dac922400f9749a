import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RoomStateDto } from '@acolhe/shared/api/consultation-room'
import type { SessionDto } from '@acolhe/shared/api/session'
import { pixOffered } from '../../../test/pix-automatico'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { findOpenOption } from '../../../test/open-option'
import { awaitingPayment, finishedWithPsychiatrist, finishedWithReturn } from '../../../test/sessions'
import { SessionsListPage } from './sessions-list-page'

/** The room of an online consultation nobody reported a failure in (the edit dialog reads it). */
function quietRoomOf(session: SessionDto) {
  return { session_id: session.id, professional_id: session.professional.id, viewer: 'admin', selected_date: session.selected_date, status: 'CREATED', open: false, patient: null, professional: null, admitted_at: null, room_url: null, other_missing_minutes: null, patient_phone: null, patient_name: 'Juliana Souza', professional_name: 'Camila Andrade', failures: [], actions: { admit: false, report_failure: false, resolve_failure: false } }
}

type Answer = (url: string, init?: RequestInit) => Response | null

function serve(sessions: SessionDto[], extra?: Answer) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = extra?.(url, init)
    if (answer) return answer
    // A series' Pix Automático (read by its weeks): none set up here.
    if (url.includes('/pix-automatico')) return jsonResponse(pixOffered())
    const roomOf = sessions.find((session) => url === `/api/room/${session.id}`)
    if (roomOf) return jsonResponse(quietRoomOf(roomOf))
    if (url.startsWith('/api/public/available-dates/')) return jsonResponse({ professionalAvailability: { in_person_available: true, price: null, series_options: [], availability: [] } })
    return jsonResponse({ data: sessions, total: sessions.length })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const renderPage = (path = '/admin/consultas') => renderRoutes([{ path: '/admin/consultas', element: <SessionsListPage /> }], path)
const listCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/session?'))

// Mantine scrolls the chosen option of an open select into view; jsdom has no layout to scroll.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {}
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/admin/consultas', () => {
  it('reads 5 a page with the filters of the address and shows the card of each session', async () => {
    const fetchMock = serve([awaitingPayment])
    renderPage('/admin/consultas?type=DEFAULT&status=CREATED&payment=WAITING&search=ju')
    const card = await screen.findByTestId('admin-session-card')
    expect(listCalls(fetchMock)[0]).toBe('/api/session?page=1&limit=5&search=ju&type=DEFAULT&status=CREATED&payment=WAITING')
    expect(within(card).getByText('Paciente: Juliana Souza')).toBeInTheDocument()
    expect(within(card).getByText('Tipo: Normal')).toBeInTheDocument()
    expect(within(card).getByText('Online')).toBeInTheDocument()
    expect(within(card).getByTestId('session-status').textContent).toBe('Aguardando pagamento')
    expect(within(card).getByTestId('session-payment').textContent).toBe('Pagamento: Pendente')
    expect(within(card).getByText(/^\d{2}:\d{2} - \d{2}:\d{2} \(em \d+ dias?\)$/)).toBeInTheDocument()
    for (const chip of ['Tipo: Normal', 'Status: Aguardando pagamento', 'Pagamento: Pendente']) {
      expect(within(screen.getByRole('list', { name: 'Filtros aplicados' })).getByText(chip)).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'Nova consulta' }).getAttribute('href')).toBe('/admin/consultas/agendar')
  })

  it('says when a search matched more sessions than the list counts, and only then', async () => {
    serve([awaitingPayment], (url) => (url.includes('search=silva') ? jsonResponse({ data: [awaitingPayment], total: 1000, total_is_lower_bound: true }) : null))
    renderPage('/admin/consultas?search=silva')
    expect((await screen.findByTestId('admin-sessions-lower-bound')).textContent).toBe('Mais de 1.000 consultas encontradas. Refine a busca ou o período para ver todas.')
    cleanup()
    renderPage('/admin/consultas?search=ju')
    await screen.findByTestId('admin-session-card')
    expect(screen.queryByTestId('admin-sessions-lower-bound')).not.toBeInTheDocument()
  })

  it("marks a session paid with 'Já foi pago' after the confirm dialog", async () => {
    const fetchMock = serve([awaitingPayment], (url, init) =>
      init?.method === 'PATCH' ? jsonResponse({ ...awaitingPayment, status: 'CONFIRMED', payment: 'DONE' }) : null,
    )
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Já foi pago/ }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Tem certeza que deseja alterar o pagamento para concluído?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    expect(await screen.findByText('Pagamento atualizado para concluido com sucesso')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(call?.[0]).toBe(`/api/session/${awaitingPayment.id}/payment`)
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ payment: 'DONE' })
  })

  it("offers 'Criar retorno' and 'Já foi pago' exactly as the server's actions say (none once the return exists)", async () => {
    serve([awaitingPayment, finishedWithPsychiatrist, finishedWithReturn])
    renderPage()
    const cards = await screen.findAllByTestId('admin-session-card')
    expect(within(cards[0] as HTMLElement).queryByRole('button', { name: /^Criar retorno/ })).not.toBeInTheDocument()
    expect(within(cards[1] as HTMLElement).queryByRole('button', { name: /^Já foi pago/ })).not.toBeInTheDocument()
    expect(within(cards[2] as HTMLElement).queryByRole('button', { name: /^Criar retorno/ })).not.toBeInTheDocument()
    await userEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: /^Criar retorno/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Criar retorno' })
    expect(dialog.textContent).toContain('Retorno de Pedro Alves com Ricardo Mendes')
    expect((within(dialog).getByRole('button', { name: 'Confirmar retorno' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("shows the 'Horário fixo' badge on a week of a series and 'Retorno marcado' once the return exists, as the professional's card does", async () => {
    const week = { ...awaitingPayment, id: '4d0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11', series_id: '5b1f0a52-3c1e-4a43-9f0e-6d2b8c1a7e01' }
    serve([week, finishedWithPsychiatrist, finishedWithReturn])
    renderPage()
    const [weekCard, finished, returned] = await screen.findAllByTestId('admin-session-card')
    expect(within(weekCard!).getByTestId('series-badge').textContent).toBe('Horário fixo')
    expect(within(weekCard!).queryByTestId('return-booked')).not.toBeInTheDocument()
    expect(within(finished!).queryByTestId('series-badge')).not.toBeInTheDocument()
    expect(within(finished!).queryByTestId('return-booked')).not.toBeInTheDocument()
    expect(within(returned!).getByTestId('return-booked').textContent).toBe('Retorno marcado')
  })

  it('sets any status from the edit dialog', async () => {
    const fetchMock = serve([awaitingPayment], (url, init) => (init?.method === 'PATCH' ? jsonResponse({ ...awaitingPayment, status: 'FINISHED' }) : null))
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Editar/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar consulta' })
    expect(within(dialog).getByRole('heading', { name: 'Modalidade' })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByLabelText('Status da consulta', { selector: 'input' }))
    await userEvent.click(await findOpenOption('Finalizada'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar status' }))

    expect(await screen.findByText('Status da consulta atualizada com sucesso')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(call?.[0]).toBe(`/api/session/${awaitingPayment.id}/status`)
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ status: 'FINISHED' })
  })

  it("lists a consultation's 'Falha técnica' reports in the edit dialog and turns one into the no-show exception", async () => {
    const failure = { id: 'f1', reported_by: 'patient' as const, reported_at: '2026-11-27T17:10:00.000Z', note: 'A imagem congelou', resolution: null, resolved_at: null, moved_to: null }
    const room: RoomStateDto = {
      session_id: awaitingPayment.id,
      professional_id: awaitingPayment.professional.id,
      viewer: 'admin',
      selected_date: awaitingPayment.selected_date,
      status: 'STARTED',
      open: false,
      patient: null,
      professional: null,
      admitted_at: null,
      room_url: null,
      other_missing_minutes: null,
      patient_phone: '(11) 98888-7777',
      patient_name: 'Juliana Souza',
      professional_name: 'Camila Andrade',
      failures: [failure],
      actions: { admit: false, report_failure: false, resolve_failure: true },
    }
    const excused: RoomStateDto = { ...room, status: 'CANCELLED', failures: [{ ...failure, resolution: 'NO_SHOW_EXCEPTION', resolved_at: '2026-11-27T18:00:00.000Z' }], actions: { ...room.actions, resolve_failure: false } }
    const fetchMock = serve([awaitingPayment], (url, init) => {
      if (url === `/api/room/${awaitingPayment.id}/failures/f1/no-show-exception` && init?.method === 'POST') return jsonResponse(excused)
      if (url === `/api/room/${awaitingPayment.id}`) return jsonResponse(room)
      return null
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Editar/ }))
    const section = await screen.findByTestId('admin-failures')
    expect(section.textContent).toContain('Registrada por o paciente às 14:10')
    expect(section.textContent).toContain('A imagem congelou')
    expect(within(section).getByRole('button', { name: 'Remarcar sem custo' })).toBeInTheDocument()
    await userEvent.click(within(section).getByRole('button', { name: 'Encerrar sem falta' }))
    const confirm = await screen.findByRole('dialog', { name: 'Encerrar a consulta sem registrar falta?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Encerrar sem falta' }))

    expect(await screen.findByText('Consulta encerrada sem falta; o valor voltou ao saldo do paciente.')).toBeInTheDocument()
    expect((await within(section).findByTestId('failure-outcome')).textContent).toBe('Encerrada sem falta; o valor voltou ao saldo do paciente.')
    expect(within(section).queryByRole('button', { name: 'Remarcar sem custo' })).not.toBeInTheDocument()
    expect(fetchMock.mock.calls.filter(([url, init]) => String(url).includes('/failures/') && init?.method === 'POST')).toHaveLength(1)
  })

  it('shows no failures section for a consultation without reports', async () => {
    const quiet = quietRoomOf(awaitingPayment)
    const fetchMock = serve([awaitingPayment], (url) => (url === `/api/room/${awaitingPayment.id}` ? jsonResponse(quiet) : null))
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: /^Editar/ }))
    await screen.findByRole('dialog', { name: 'Editar consulta' })
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/room/${awaitingPayment.id}`))
    expect(screen.queryByTestId('admin-failures')).not.toBeInTheDocument()
  })

  it("says 'Nenhuma consulta encontrada' when empty and the spec's message when the load fails", async () => {
    serve([])
    renderPage()
    expect(await screen.findByText('Nenhuma consulta encontrada')).toBeInTheDocument()
    cleanup()
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: null }, 500)))
    renderPage()
    expect(await screen.findByText('Erro no carregamento das consultas!')).toBeInTheDocument()
  })

  it('reads the de/até period from the address and writes a new day there, back to page 1', async () => {
    const fetchMock = serve([awaitingPayment])
    const { router } = renderPage('/admin/consultas?date_a=2026-12-01&page=3')
    await screen.findByTestId('admin-session-card')
    expect(listCalls(fetchMock)[0]).toBe('/api/session?page=3&limit=5&date_a=2026-12-01')
    expect((screen.getByLabelText('De') as HTMLInputElement).value).toBe('01/12/2026')
    await userEvent.type(screen.getByLabelText('Até'), '15/12/2026')
    await userEvent.tab()
    expect(router.state.location.search).toBe('?date_a=2026-12-01&date_b=2026-12-15')
    expect(listCalls(fetchMock).at(-1)).toBe('/api/session?page=1&limit=5&date_a=2026-12-01&date_b=2026-12-15')
  })

  it("'Exportar CSV' asks the period and shows the server's refusal instead of downloading it", async () => {
    const fetchMock = serve([awaitingPayment], (url) =>
      url.startsWith('/api/session/export') ? jsonResponse({ message: 'O período da exportação pode ter no máximo 366 dias.' }, 400) : null,
    )
    renderPage('/admin/consultas?date_a=2025-01-01&date_b=2026-12-31')
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Exportar consultas e pagamentos' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar CSV' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('O período da exportação pode ter no máximo 366 dias.')
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/session/export?date_a=2025-01-01&date_b=2026-12-31')
  })
})
