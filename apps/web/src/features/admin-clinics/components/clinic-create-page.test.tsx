import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { findOpenOption } from '../../../test/open-option'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { ClinicCreatePage } from './clinic-create-page'

const renderPage = () => renderRoutes([{ path: '/admin/clinicas/criar', element: <ClinicCreatePage listTo="/admin/clinicas" /> }], '/admin/clinicas/criar')
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement
// Typed at once: the masks format the whole value the same way they format each key. Every field is found
// (by role and name) before the first change: jsdom forgets its computed styles on any change, and each
// name lookup after one recomputes the styles of every field's label (decision 124).
const fill = (values: Record<string, string>) => {
  const inputs = Object.entries(values).map(([label, value]) => [field(label), value] as const)
  for (const [input, value] of inputs) fireEvent.change(input, { target: { value } })
}

async function fillValidClinic() {
  fill({ Nome: 'Clínica Bem Viver', CNPJ: '45723174000110', Telefone: '11955554444', CEP: '05422010', Rua: 'Rua dos Pinheiros', Número: '500', Bairro: 'Pinheiros', Cidade: 'São Paulo' })
  await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }))
  await userEvent.click(await findOpenOption('SP'))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// Generous: the form is large and the test machine is shared.
describe('/admin/clinicas/criar', () => {
  it('shows every clinic rule without calling the server', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderPage()
    fill({ Nome: 'AB', Número: 'sn' })
    await userEvent.click(screen.getByRole('button', { name: 'Criar clínica' }))
    for (const message of [v.clinicNameInvalid, v.cnpjLength, v.clinicPhone, v.postalCodeLength, v.stateInvalid, v.streetLength, v.addressNumberInvalid]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('masks CNPJ, phone and CEP while typing and sends digits only; then back to the list', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ clinic: { id: '3f2b6a52-8c1e-4f7a-9b0d-2c3e4f5a6b7c', name: 'Clínica Bem Viver', cnpj: '45723174000110', phone_number: '11955554444', active: true, address: null } }, 201),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderPage()
    await fillValidClinic()
    expect(field('CNPJ').value).toBe('45.723.174/0001-10')
    expect(field('Telefone').value).toBe('(11) 95555-4444')
    expect(field('CEP').value).toBe('05422-010')
    await userEvent.click(screen.getByRole('button', { name: 'Criar clínica' }))

    expect(await screen.findByText('Clínica criada com sucesso!')).toBeInTheDocument()
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/clinicas')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/clinic/with-address')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      clinic: { name: 'Clínica Bem Viver', cnpj: '45723174000110', phone_number: '11955554444', active: true },
      address: { postal_code: '05422010', street_name: 'Rua dos Pinheiros', number: '500', district_name: 'Pinheiros', city: 'São Paulo', state: 'SP' },
    })
  })

  it('accepts a landline as the clinic phone, S/N as number and digits in the name', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ clinic: { id: '3f2b6a52-8c1e-4f7a-9b0d-2c3e4f5a6b7c', name: 'Clínica 24 Horas', cnpj: '45723174000110', phone_number: '1131234567', active: true, address: null } }, 201),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderPage()
    await fillValidClinic()
    fill({ Nome: 'Clínica 24 Horas', Telefone: '1131234567', Número: 'S/N' })
    expect(field('Telefone').value).toBe('(11) 3123-4567')
    await userEvent.click(screen.getByRole('button', { name: 'Criar clínica' }))

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({ clinic: { name: 'Clínica 24 Horas', phone_number: '1131234567' }, address: { number: 'S/N' } })
  })

  it("shows the server's message, else 'Erro na criação da clinica'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Já existe uma clínica com este CNPJ.' }, 409)))
    renderPage()
    await fillValidClinic()
    await userEvent.click(screen.getByRole('button', { name: 'Criar clínica' }))
    expect(await screen.findByText('Já existe uma clínica com este CNPJ.')).toBeInTheDocument()
  })
})
