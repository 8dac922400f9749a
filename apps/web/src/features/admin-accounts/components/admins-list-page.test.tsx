import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminListItemDto } from '@acolhe/shared/api/admin'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { AdminsListPage } from './admins-list-page'

const row = (overrides: Partial<AdminListItemDto>): AdminListItemDto => ({
  id: '11111111-1111-4111-8111-111111111111',
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana@exemplo.com',
  active: true,
  profile_photo_url: null,
  last_login: null,
  created_at: '2026-11-01T12:00:00.000Z',
  is_self: false,
  can_deactivate: true,
  ...overrides,
})

const me = row({ id: '22222222-2222-4222-8222-222222222222', first_name: 'Eu', last_name: 'Mesma', email: 'eu@exemplo.com', is_self: true, can_deactivate: false })
const other = row({})
const inactive = row({ id: '33333333-3333-4333-8333-333333333333', first_name: 'Caio', last_name: 'Souza', email: 'caio@exemplo.com', active: false, can_deactivate: false })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/admin/admins', () => {
  it("offers 'Desativar' only where the server allows it, 'Reativar' on inactive accounts, and keeps the page in the address", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: [me, other, inactive], total: 7 }))
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes([{ path: '/admin/admins', element: <AdminsListPage /> }], '/admin/admins?page=2')
    const rows = await screen.findAllByTestId('admin-row')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admins?page=2&limit=5')
    expect(within(rows[0] as HTMLElement).getByText('Você')).toBeInTheDocument()
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument()
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Desativar Ana Lima' })).toBeInTheDocument()
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Reativar Caio Souza' })).toBeInTheDocument()
  })

  it('deactivates after confirming and shows the server’s refusal when there is one', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PATCH' ? jsonResponse({ message: 'É preciso manter ao menos um administrador ativo.' }, 422) : jsonResponse({ data: [me, other], total: 2 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes([{ path: '/admin/admins', element: <AdminsListPage /> }], '/admin/admins')
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar Ana Lima' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/as sessões abertas dela terminam agora/)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }))
    expect(await screen.findByText('É preciso manter ao menos um administrador ativo.')).toBeInTheDocument()
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(patch?.[0]).toBe(`/api/admins/${other.id}/active`)
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ active: false })
  })

  it('creates an admin with the shared rules: a weak password is refused before sending', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? jsonResponse({ admin: row({ id: '44444444-4444-4444-8444-444444444444', first_name: 'Nina', last_name: 'Reis', email: 'nina@exemplo.com' }) }, 201) : jsonResponse({ data: [me], total: 1 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes([{ path: '/admin/admins', element: <AdminsListPage /> }], '/admin/admins')
    await userEvent.click(await screen.findByRole('button', { name: 'Novo administrador' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText(/^Nome/), 'Nina')
    await userEvent.type(within(dialog).getByLabelText(/^Sobrenome/), 'Reis')
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'nina@exemplo.com')
    await userEvent.type(within(dialog).getByLabelText(/^Senha inicial/), 'semnumero')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar administrador' }))
    expect(await within(dialog).findByText('A senha deve conter pelo menos uma letra e um número')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

    await userEvent.clear(within(dialog).getByLabelText(/^Senha inicial/))
    await userEvent.type(within(dialog).getByLabelText(/^Senha inicial/), 'Senha123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar administrador' }))
    expect(await screen.findByText('Administrador criado com sucesso')).toBeInTheDocument()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ first_name: 'Nina', last_name: 'Reis', email: 'nina@exemplo.com', password: 'Senha123' })
  })
})
