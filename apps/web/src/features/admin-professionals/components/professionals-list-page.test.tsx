import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminProfessionalDto } from '@acolhe/shared/api/admin-lists'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { professional } from '../../../test/people'
import { LIST_CARDS_QUERY } from '../../../components/list-table'
import { ProfessionalsListPage } from './professionals-list-page'
import { matchMediaWhere } from '../../../test/media-query'

const waiting: AdminProfessionalDto = {
  ...professional,
  authorized: false,
  banned: false,
  google_permissions_allowed: false,
  created_at: '2026-11-01T12:00:00.000Z',
  clinic: null,
}
const renderList = (path: string) => renderRoutes([{ path: '/admin/profissionais', element: <ProfessionalsListPage /> }], path)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/admin/profissionais', () => {
  it('reads page, search and the four filters from the address, shows them as chips and asks the API for 5', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ data: [waiting], total: 11 }))
    vi.stubGlobal('fetch', fetchMock)
    renderList('/admin/profissionais?page=3&search=marina&authorized=false&contract=PARTNER&professional_type=PSYCHOLOGIST&service_modality=HYBRID')

    expect(await screen.findByText(`${waiting.first_name} ${waiting.last_name}`)).toBeInTheDocument()
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x')
    expect(url.pathname).toBe('/api/professional-private/all')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '3',
      limit: '5',
      search: 'marina',
      authorized: 'false',
      contract: 'PARTNER',
      professional_type: 'PSYCHOLOGIST',
      service_modality: 'HYBRID',
    })
    const chips = within(screen.getByRole('list', { name: 'Filtros aplicados' }))
      .getAllByRole('listitem')
      .map((chip) => chip.textContent)
    expect(chips).toEqual(['Autorizado: Não autorizado', 'Tipo de contrato: Parceiro', 'Tipo de profissional: Psicólogo', 'Modalidade: Híbrido'])
  })

  it('shows the council registration (CRP or CRM, number and UF) of each professional', async () => {
    const psychiatrist: AdminProfessionalDto = { ...waiting, id: 'b4c1d2e3-0000-4000-8000-000000000002', professional_type: 'PSYCHIATRIST', crm_or_crp: '123456', document_state: 'RJ' }
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [waiting, psychiatrist], total: 2 })))
    renderList('/admin/profissionais')

    expect(await screen.findByRole('columnheader', { name: 'Profissão e registro' })).toBeInTheDocument()
    const rows = await screen.findAllByTestId('professional-row')
    expect(rows[0]?.textContent).toContain('CRP 06/123456/SP')
    expect(rows[1]?.textContent).toContain('CRM 123456/RJ')
  })

  it("tells a suspended professional ('Suspenso') from one awaiting authorization", async () => {
    const suspended: AdminProfessionalDto = { ...waiting, id: 'b4c1d2e3-0000-4000-8000-000000000003', suspended: true }
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [waiting, suspended], total: 2 })))
    renderList('/admin/profissionais')

    const rows = await screen.findAllByTestId('professional-row')
    expect(rows[0]?.textContent).toContain('Não autorizado')
    expect(rows[1]?.textContent).toContain('Suspenso')
  })

  it('shows each professional as a card on a phone, with the whole status and both actions', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaWhere((query) => query === LIST_CARDS_QUERY))
    const suspended: AdminProfessionalDto = { ...waiting, id: 'b4c1d2e3-0000-4000-8000-000000000004', suspended: true }
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [waiting, suspended], total: 2 })))
    renderList('/admin/profissionais')
    const cards = await screen.findAllByTestId('professional-card')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const name = `${waiting.first_name} ${waiting.last_name}`
    expect(within(cards[0]!).getByTestId('professional-status').textContent).toBe('Não autorizado')
    expect(within(cards[0]!).getByText('CRP 06/123456/SP')).toBeInTheDocument()
    expect(within(cards[0]!).getByRole('button', { name: `Autorizar ${name}` })).toBeInTheDocument()
    expect(within(cards[0]!).getByRole('link', { name: `Editar ${name}` })).toBeInTheDocument()
    expect(within(cards[1]!).getByTestId('professional-status').textContent).toBe('Suspenso')
    vi.mocked(window.matchMedia).mockRestore()
  })

  it("says 'Nenhum profissional encontrado' for an empty page", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [], total: 0 })))
    renderList('/admin/profissionais')
    expect(await screen.findByText('Nenhum profissional encontrado')).toBeInTheDocument()
  })

  it('authorizes after the confirm dialog and says so', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'PATCH' ? jsonResponse({ professional: { ...waiting, authorized: true }, cancelled_sessions: 0 }) : jsonResponse({ data: [waiting], total: 1 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderList('/admin/profissionais')
    const name = `${waiting.first_name} ${waiting.last_name}`
    await userEvent.click(await screen.findByRole('button', { name: `Autorizar ${name}` }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(`Tem certeza que deseja autorizar o profissional ${name}?`)
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Autorizar' }))

    expect(await screen.findByText('Alterado autorização com sucesso!')).toBeInTheDocument()
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(patch?.[0]).toBe(`/api/professional-private/${waiting.id}/authorization`)
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ authorized: true })
  })

  it('withdraws at once when no consultation is ahead, sending no choice', async () => {
    const authorized: AdminProfessionalDto = { ...waiting, authorized: true }
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') return jsonResponse({ professional: { ...authorized, authorized: false, suspended: true }, cancelled_sessions: 0 })
      if (url.endsWith('/future-sessions')) return jsonResponse({ future_live_sessions: 0 })
      return jsonResponse({ data: [authorized], total: 1 })
    })
    vi.stubGlobal('fetch', fetchMock)
    renderList('/admin/profissionais')
    const name = `${authorized.first_name} ${authorized.last_name}`
    await userEvent.click(await screen.findByRole('button', { name: `Desautorizar ${name}` }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Este profissional não tem consultas futuras.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desautorizar' }))
    // The dialog closes on success (the toast may still show the previous test's identical message).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ authorized: false })
  })

  it('before withdrawing, shows the consultations ahead and sends the chosen fate (cancel with refund or keep)', async () => {
    const authorized: AdminProfessionalDto = { ...waiting, authorized: true }
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') return jsonResponse({ professional: { ...authorized, authorized: false, suspended: true }, cancelled_sessions: 3 })
      if (url.endsWith('/future-sessions')) return jsonResponse({ future_live_sessions: 3 })
      return jsonResponse({ data: [authorized], total: 1 })
    })
    vi.stubGlobal('fetch', fetchMock)
    renderList('/admin/profissionais')
    const name = `${authorized.first_name} ${authorized.last_name}`
    await userEvent.click(await screen.findByRole('button', { name: `Desautorizar ${name}` }))
    const dialog = await screen.findByRole('dialog')
    expect((await within(dialog).findByTestId('future-sessions')).textContent).toBe('Este profissional tem 3 consultas futuras agendadas.')
    const confirm = within(dialog).getByRole('button', { name: 'Desautorizar' })
    // No choice, no withdrawal.
    expect(confirm.hasAttribute('disabled')).toBe(true)
    await userEvent.click(within(dialog).getByRole('radio', { name: /Cancelar e reembolsar/ }))
    await userEvent.click(confirm)

    expect(await screen.findByText('Alterado autorização com sucesso! 3 consultas canceladas e reembolsadas.')).toBeInTheDocument()
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ authorized: false, future_sessions: 'CANCEL' })
  })
})
