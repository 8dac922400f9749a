import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminPatientDto, AdminProfessionalDto } from '@acolhe/shared/api/admin-lists'
import { decodeQueryParam } from '@acolhe/shared/query-param-codec'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { patient, professional } from '../../../test/people'
import { encodeBookingState } from '../lib/booking-state'
import { awaitingPayment } from '../../../test/sessions'
import { AdminBookingWizard, type DateTimeStepSlotProps } from './booking-wizard'
import { matchMediaWhere } from '../../../test/media-query'

const juliana: AdminPatientDto = { ...patient, last_ban: null, last_ban_reason: null }
const incomplete: AdminPatientDto = { ...juliana, id: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a', first_name: 'Pedro', last_name: 'Alves', is_complete: false }
const marina: AdminProfessionalDto = { ...professional, banned: false, google_permissions_allowed: false, created_at: '2026-01-01T00:00:00.000Z', clinic: null }
const waiting: AdminProfessionalDto = { ...marina, id: '1d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a', first_name: 'Bruno', last_name: 'Santos', authorized: false }
const HOUR = { selectedDate: '2030-01-10T13:00:00.000Z', availableDateId: '2d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a', isOnline: true }

function serve(post: () => Response = () => jsonResponse(awaitingPayment, 201)) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return post()
    if (url.startsWith('/api/user')) return jsonResponse({ data: [juliana, incomplete], total: 2 })
    return jsonResponse({ data: [marina, waiting], total: 2 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** Step 3 as the route plugs it in: here a button that confirms a fixed hour. */
function FakeDateTimeStep({ conflict, onConfirm, onBack, professionalId }: DateTimeStepSlotProps) {
  return (
    <div>
      <p data-testid="slot-professional">{professionalId}</p>
      {conflict && <p data-testid="conflict">{conflict}</p>}
      <button onClick={() => onConfirm(HOUR)}>Confirmar agendamento</button>
      <button onClick={onBack}>Voltar</button>
    </div>
  )
}

const renderWizard = (search = '') =>
  renderRoutes(
    [{ path: '/admin/consultas/agendar', element: <AdminBookingWizard renderDateTimeStep={(props) => <FakeDateTimeStep {...props} />} /> }],
    `/admin/consultas/agendar${search}`,
  )

const stateIn = (router: ReturnType<typeof renderWizard>['router']) =>
  decodeQueryParam(new URLSearchParams(router.state.location.search).get('d'))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('/admin/consultas/agendar', () => {
  it('step 1 lists patients 5 a page with the filter in the address; Next waits for a bookable patient', async () => {
    const fetchMock = serve()
    const { router } = renderWizard('?is_complete=true&search=ju')
    await screen.findByText('Pedro Alves')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user?page=1&limit=5&search=ju&is_complete=true')
    expect(screen.getByText('Estado do cadastro: Completo')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' }).getAttribute('placeholder')).toBe('Pesquisar por nome ...')
    expect(screen.getByRole('link', { name: 'Cancelar' }).getAttribute('href')).toBe('/admin/consultas')

    const next = screen.getByRole('button', { name: 'Próximo' }) as HTMLButtonElement
    expect(next.disabled).toBe(true)
    expect((screen.getByRole('radio', { name: 'Escolher Pedro Alves' }) as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText('Cadastro incompleto')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('radio', { name: 'Escolher Juliana Souza' }))
    expect(stateIn(router)).toEqual({ s: 1, user_id: juliana.id })
    // The table keeps its filter while choosing.
    expect(router.state.location.search).toContain('is_complete=true')
    expect(next.disabled).toBe(false)

    await userEvent.click(next)
    expect(stateIn(router)).toEqual({ s: 2, user_id: juliana.id })
    expect(await screen.findByRole('heading', { name: 'Escolha o profissional' })).toBeInTheDocument()
    expect(screen.getByTestId('chosen-patient').textContent).toBe('Agendando para: Juliana Souza')
  })

  it('shows the rows as cards on phones, chosen the same way', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaWhere((query) => query.includes('max-width')))
    serve()
    const { router } = renderWizard()
    const cards = await screen.findByRole('list', { name: 'Pacientes' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText('Etapa 1 de 4')).toBeInTheDocument()
    await userEvent.click(within(cards).getByText('Juliana Souza'))
    expect(stateIn(router)).toEqual({ s: 1, user_id: juliana.id })
  })

  it('says "Nenhum paciente encontrado" when nobody matches', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [], total: 0 })))
    renderWizard()
    expect(await screen.findByText('Nenhum paciente encontrado')).toBeInTheDocument()
  })

  it('step 2 offers the four filters and only authorized professionals', async () => {
    const fetchMock = serve()
    const { router } = renderWizard(`?d=${encodeBookingState({ step: 2, userId: juliana.id })}&authorized=true`)
    await screen.findByText('Bruno Santos')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/professional-private/all?page=1&limit=5&authorized=true')
    const filters = screen.getByRole('group', { name: 'Filtros' })
    for (const label of ['Autorizado', 'Tipo de contrato', 'Tipo de profissional', 'Modalidade']) {
      expect(within(filters).getByLabelText(label, { selector: 'input' })).toBeInTheDocument()
    }
    expect((screen.getByRole('radio', { name: 'Escolher Bruno Santos' }) as HTMLInputElement).disabled).toBe(true)
    await userEvent.click(screen.getByText('Marina Costa'))
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }))
    expect(stateIn(router)).toEqual({ s: 3, user_id: juliana.id, p: marina.id })
    expect(screen.getByTestId('slot-professional').textContent).toBe(marina.id)
  })

  it('books for the patient at step 3 and lands on the success step, awaiting payment', async () => {
    const fetchMock = serve()
    const { router } = renderWizard(`?d=${encodeBookingState({ step: 3, userId: juliana.id, professionalId: marina.id })}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar agendamento' }))

    expect(await screen.findByRole('heading', { name: 'Tudo pronto para a consulta!' })).toBeInTheDocument()
    expect(screen.getByText('A consulta foi criada e fica aguardando pagamento.')).toBeInTheDocument()
    // The toast's container is loaded with the first toast (decision 057): wait for it as a person would.
    expect(await screen.findByText('Consulta agendada com sucesso!')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar para as consultas' }).getAttribute('href')).toBe('/admin/consultas')
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(call?.[0]).toBe('/api/session')
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      user_id: juliana.id,
      professional_id: marina.id,
      selected_date: HOUR.selectedDate,
      available_date_id: HOUR.availableDateId,
      is_online: true,
      type: 'DEFAULT',
    })
    expect(stateIn(router)).toEqual({ s: 4, user_id: juliana.id, p: marina.id, session: awaitingPayment.id })
  })

  it('keeps step 3 with the reason when the hour was just taken', async () => {
    serve(() => jsonResponse({ message: 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.', code: 'HOUR_TAKEN' }, 409))
    renderWizard(`?d=${encodeBookingState({ step: 3, userId: juliana.id, professionalId: marina.id })}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar agendamento' }))
    expect((await screen.findByTestId('conflict')).textContent).toBe('Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.')
    expect(screen.queryByRole('heading', { name: 'Tudo pronto para a consulta!' })).not.toBeInTheDocument()
  })

  it('a link to a step whose data is missing lands on the furthest step that has it', async () => {
    serve()
    renderWizard(`?d=${encodeBookingState({ step: 3, userId: juliana.id })}`)
    expect(await screen.findByRole('heading', { name: 'Escolha o profissional' })).toBeInTheDocument()
  })
})
