import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { councilTexts } from '@acolhe/shared/texts/council'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { findOpenOption } from '../../../test/open-option'
import { professional } from '../../../test/people'
import { ProfessionalCreatePage } from './professional-create-page'

const CLINIC_ID = '3f2b6a52-8c1e-4f7a-9b0d-2c3e4f5a6b7c'
const clinicList = { data: [{ id: CLINIC_ID, name: 'Clínica Bem Viver', cnpj: '45723174000110', phone_number: '11955554444', active: true, address: null }], total: 1 }

type Reply = () => Response
/** Answers the clinic list, and the creation with `created` (201 by default). */
function stubApi(created: Reply = () => jsonResponse({ professional }, 201)) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (url.startsWith('/api/clinic') ? jsonResponse(clinicList) : created()))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
const creationCall = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.find(([url]) => url === '/api/professional-private/by-admin')

const renderPage = () =>
  renderRoutes([{ path: '/admin/profissionais/criar', element: <ProfessionalCreatePage listTo="/admin/profissionais" /> }], '/admin/profissionais/criar')
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement
// Typed at once: the masks format the whole value the same way they format each key. Every field is found
// (by role and name) before the first change: jsdom forgets its computed styles on any change, and each
// name lookup after one recomputes the styles of every field's label (decision 124).
const fill = (values: Record<string, string>) => {
  const inputs = Object.entries(values).map(([label, value]) => [field(label), value] as const)
  for (const [input, value] of inputs) fireEvent.change(input, { target: { value } })
}
// The validation and the mutation run after a click; a shared, loaded machine needs more than 1 s.
const SLOW = { timeout: 15_000 }
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Criar profissional' }))

async function fillPsychologist() {
  fill({
    Nome: 'Helena',
    Sobrenome: 'Barros',
    Email: 'helena@exemplo.com',
    Telefone: '11977776666',
    'Data de nascimento': '21071985',
    'CPF ou CNPJ': '52998224725',
    CRP: '0654321',
  })
  await userEvent.click(screen.getByRole('combobox', { name: 'UF do registro' }))
  await userEvent.click(await findOpenOption('SP'))
  fill({ 'Currículo Lattes (URL)': 'http://lattes.cnpq.br/1234567890123456' })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// Generous: the form is large and the test machine is shared.
describe('/admin/profissionais/criar', () => {
  it('shows the registration’s messages and sends nothing while the form is incomplete', async () => {
    const fetchMock = stubApi()
    renderPage()
    await screen.findByRole('textbox', { name: 'Nome' })
    fill({ Nome: 'Al', Sobrenome: 'Barros', Email: 'nao-e-email' })
    await submit()
    // The documentation and clinic rules run once the fields themselves are valid (next test).
    for (const message of [v.nameMin3, v.emailInvalid, v.birthdayInvalid, v.cpfOrCnpjRequired, v.lattesRequired, v.modalityInvalid]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(creationCall(fetchMock)).toBeUndefined()
  })

  it('masks CPF, phone, birthday, CRP and CRP PJ, sends the ISO birthday and no password, then toasts and returns to the list', async () => {
    const fetchMock = stubApi()
    renderPage()
    await screen.findByRole('textbox', { name: 'Nome' })
    await fillPsychologist()
    fill({ [councilTexts.crpPjLabel]: '06PJ1234' })
    expect(field('CPF ou CNPJ').value).toBe('529.982.247-25')
    expect(field('Telefone').value).toBe('(11) 97777-6666')
    expect(field('Data de nascimento').value).toBe('21/07/1985')
    expect(field('CRP').value).toBe('06/54321')
    expect(field(councilTexts.crpPjLabel).value).toBe('06/1234')
    // A psychologist is never asked for a doctor's course.
    expect(screen.queryByRole('textbox', { name: councilTexts.postgraduateAreaLabel })).toBeNull()
    await userEvent.click(screen.getByRole('radio', { name: 'Online' }))
    await submit()

    expect(await screen.findByText('Profissional criado com sucesso!', undefined, SLOW)).toBeInTheDocument()
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/profissionais')
    const [, init] = creationCall(fetchMock) ?? []
    expect(init?.method).toBe('POST')
    const body = JSON.parse(String(init?.body))
    expect(body).toMatchObject({
      first_name: 'Helena',
      last_name: 'Barros',
      email: 'helena@exemplo.com',
      birthday: '1985-07-21',
      professional_type: 'PSYCHOLOGIST',
      contract: 'INDEPENDENT',
      cpf_or_cnpj: '52998224725',
      crm_or_crp: '06/54321',
      document_state: 'SP',
      service_modality: 'FULL_REMOTE',
      allow_returns: false,
      pos_degree: false,
      crp_pj: '06/1234',
    })
    expect(body).not.toHaveProperty('password')
    expect(body).not.toHaveProperty('clinic_id')
  })

  it('asks a psychiatrist for CRM and RQE and an in-person professional for an active clinic', async () => {
    const fetchMock = stubApi()
    renderPage()
    await screen.findByRole('textbox', { name: 'Nome' })
    await fillPsychologist()
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de profissional' }))
    await userEvent.click(await findOpenOption('Psiquiatra'))
    fill({ CRM: '123456' })
    await userEvent.click(screen.getByRole('radio', { name: 'Presencial' }))
    await submit()
    expect(await screen.findByText(v.professionalInfoIncomplete, undefined, SLOW)).toBeInTheDocument()
    expect(await screen.findByText(v.clinicRequired)).toBeInTheDocument()
    expect(creationCall(fetchMock)).toBeUndefined()

    fill({ RQE: '7890' })
    await userEvent.click(screen.getByRole('combobox', { name: 'Clínica' }))
    await userEvent.click(await findOpenOption('Clínica Bem Viver'))
    await submit()
    expect(await screen.findByText('Profissional criado com sucesso!', undefined, SLOW)).toBeInTheDocument()
    const body = JSON.parse(String(creationCall(fetchMock)?.[1]?.body))
    expect(body).toMatchObject({ professional_type: 'PSYCHIATRIST', crm_or_crp: '123456', rqe: '7890', service_modality: 'FULL_PRESENCIAL', clinic_id: CLINIC_ID })
  })

  it("shows the server's message, else 'Erro na criação do profissional', and stays on the form", async () => {
    stubApi(() => jsonResponse({ message: 'Já existe um profissional com este email.' }, 409))
    renderPage()
    await screen.findByRole('textbox', { name: 'Nome' })
    await fillPsychologist()
    await userEvent.click(screen.getByRole('radio', { name: 'Online' }))
    await submit()
    expect(await screen.findByText('Já existe um profissional com este email.')).toBeInTheDocument()
    cleanup()

    stubApi(() => new Response('falha', { status: 500 }))
    renderPage()
    await screen.findByRole('textbox', { name: 'Nome' })
    await fillPsychologist()
    await userEvent.click(screen.getByRole('radio', { name: 'Online' }))
    await submit()
    expect(await screen.findByText('Erro na criação do profissional')).toBeInTheDocument()
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })
})
