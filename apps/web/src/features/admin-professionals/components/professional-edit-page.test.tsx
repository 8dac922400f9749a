import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminProfessionalDto } from '@acolhe/shared/api/admin-lists'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { professional } from '../../../test/people'
import { ProfessionalEditPage } from './professional-edit-page'

const record: AdminProfessionalDto = { ...professional, banned: false, google_permissions_allowed: false, created_at: '2026-01-10T12:00:00.000Z', clinic: null }
const itemUrl = `/api/professional-private/${record.id}`

function stubApi() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/clinic')) return jsonResponse({ data: [], total: 0 })
    if (init?.method === 'PATCH') return jsonResponse({ professional })
    return jsonResponse({ professional: record })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
const updateCall = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.find(([url, init]) => url === itemUrl && init?.method === 'PATCH')

const renderPage = () =>
  renderRoutes(
    [{ path: '/admin/profissionais/editar/:id', element: <ProfessionalEditPage id={record.id} listTo="/admin/profissionais" /> }],
    `/admin/profissionais/editar/${record.id}`,
  )
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement
const save = () => screen.getByRole('button', { name: 'Salvar alterações' })
const SLOW = { timeout: 15_000 }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/admin/profissionais/editar/{id}', () => {
  it('shows the record masked, with the email read-only, and saves only once something changed', async () => {
    stubApi()
    renderPage()
    expect((await screen.findByRole('textbox', { name: 'Nome' }, SLOW)) as HTMLInputElement).toHaveProperty('value', 'Marina')
    expect(field('Telefone').value).toBe('(11) 91234-5678')
    expect(field('Data de nascimento').value).toBe('20/02/1985')
    expect(field('CPF ou CNPJ').value).toBe('123.456.789-01')
    expect(field('Email').readOnly).toBe(true)
    expect(save()).toHaveProperty('disabled', true)
  })

  it('masks the new phone and sends only the changed fields, never the email, then returns to the list', async () => {
    const fetchMock = stubApi()
    renderPage()
    await screen.findByRole('textbox', { name: 'Nome' }, SLOW)
    fireEvent.change(field('Telefone'), { target: { value: '21988887777' } })
    expect(field('Telefone').value).toBe('(21) 98888-7777')
    fireEvent.change(field('Sobrenome'), { target: { value: 'Costa Lima' } })
    await userEvent.click(save())

    expect(await screen.findByText('Profissional atualizado com sucesso!', undefined, SLOW)).toBeInTheDocument()
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/profissionais')
    const [, init] = updateCall(fetchMock) ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ phone_number: '21988887777', last_name: 'Costa Lima' })
  })

  it('refuses a malformed birthday with its message and sends nothing', async () => {
    const fetchMock = stubApi()
    renderPage()
    await screen.findByRole('textbox', { name: 'Nome' }, SLOW)
    fireEvent.change(field('Data de nascimento'), { target: { value: '3102' } })
    await userEvent.click(save())
    expect(await screen.findByText(v.birthdayInvalid)).toBeInTheDocument()
    expect(updateCall(fetchMock)).toBeUndefined()
  })
})
