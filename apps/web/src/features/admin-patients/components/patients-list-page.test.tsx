import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { patient } from '../../../test/people'
import { PatientsListPage } from './patients-list-page'

const juliana: AdminPatientDto = { ...patient, last_ban: null, last_ban_reason: null }
const banned: AdminPatientDto = { ...patient, id: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a', first_name: 'Pedro', last_name: 'Alves', banned: true, last_ban: '2026-11-10T13:30:00.000Z', last_ban_reason: 'Abuso' }

function serve(extra?: (url: string, init?: RequestInit) => Response | null) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = extra?.(url, init)
    if (answer) return answer
    if (url.startsWith(`/api/user/${juliana.id}`)) return jsonResponse({ user: juliana })
    return jsonResponse({ data: [juliana, banned], total: 2 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
const renderList = (path = '/admin/pacientes') => renderRoutes([{ path: '/admin/pacientes', element: <PatientsListPage /> }], path)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/admin/pacientes', () => {
  it('asks for 5 a page with the search and is_complete filter; edit is hidden for a banned patient', async () => {
    const fetchMock = serve()
    renderList('/admin/pacientes?search=ju&is_complete=false')
    await screen.findByText('Pedro Alves')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user?page=1&limit=5&search=ju&is_complete=false')
    expect(screen.getByRole('link', { name: 'Editar Juliana Souza' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Editar Pedro Alves' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ativar Pedro Alves' })).toBeInTheDocument()
  })

  it("shows every field in the details modal, with 'Nunca' and '(Vazio)'", async () => {
    const fetchMock = serve()
    renderList()
    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalhes de Juliana Souza' }))
    const dialog = await screen.findByRole('dialog', { name: 'Dados do paciente' })
    await within(dialog).findByText('paciente@acolhe.local')
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/user/${juliana.id}`)).toBe(true)
    const text = dialog.textContent ?? ''
    for (const expected of ['CPF(Vazio)', 'Telefone(11) 98765-4321', 'Data de nascimento12/04/1990', 'Permissões do GoogleNão', 'Último loginNunca', 'Última desativaçãoNunca', 'Motivo da última desativação(Vazio)', 'Ativo', 'Completo']) {
      expect(text).toContain(expected)
    }
  })

  it('bans with the reason after the confirm dialog', async () => {
    const fetchMock = serve((url, init) => (init?.method === 'DELETE' ? jsonResponse({ user: { ...juliana, banned: true } }) : null))
    renderList()
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar Juliana Souza' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Tem certeza que deseja desativar o usuário Juliana Souza?')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }), 'Spam')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }))

    expect(await screen.findByText('Usuário desativado com sucesso!')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')
    expect(call?.[0]).toBe(`/api/user/${juliana.id}`)
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ ban: true, reason: 'Spam' })
  })
})
