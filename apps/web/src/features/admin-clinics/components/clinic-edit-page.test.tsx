import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ClinicDto } from '@acolhe/shared/api/clinic'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { ClinicEditPage } from './clinic-edit-page'

const ID = '3f2b6a52-8c1e-4f7a-9b0d-2c3e4f5a6b7c'
const clinic: ClinicDto = {
  id: ID,
  name: 'Clínica Bem Viver',
  cnpj: '45723174000110',
  phone_number: '11955554444',
  active: true,
  address: { street_name: 'Rua dos Pinheiros', district_name: 'Pinheiros', postal_code: '05422010', number: '500', city: 'São Paulo', state: 'SP', ref: null },
}
const renderPage = () =>
  renderRoutes([{ path: '/admin/clinicas/editar/:id', element: <ClinicEditPage id={ID} listTo="/admin/clinicas" /> }], `/admin/clinicas/editar/${ID}`)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/admin/clinicas/editar/{id}', () => {
  it('confirms a deactivation with the professionals and future in-person sessions it affects, and saves only then', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') return jsonResponse({ clinic: { ...clinic, active: false } })
      if (url.startsWith(`/api/clinic/${ID}/ties`)) return jsonResponse({ professionals: 2, future_in_person_sessions: 3 })
      return jsonResponse({ clinic })
    })
    vi.stubGlobal('fetch', fetchMock)
    renderPage()
    await userEvent.click(await screen.findByRole('switch', { name: 'Clínica ativa' }))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }))

    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Esta clínica tem 2 profissionais vinculados e 3 consultas presenciais futuras.')
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }))

    expect((await screen.findByTestId('location')).textContent).toBe('/admin/clinicas')
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(patch?.[1]?.body)).clinic).toMatchObject({ id: ID, active: false })
  })

  it('saves an edit that keeps the clinic active without asking', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => jsonResponse({ clinic: init?.method === 'PATCH' ? { ...clinic, name: 'Outra' } : clinic }))
    vi.stubGlobal('fetch', fetchMock)
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar alterações' }))

    expect((await screen.findByTestId('location')).textContent).toBe('/admin/clinicas')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/ties'))).toBe(false)
  })
})
