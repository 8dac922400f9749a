import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PublicProfessionalDto } from '@acolhe/shared/api/directory'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { patient, professional } from '../../../test/people'
import { setAuthFailureHandler } from '../../../lib/api-client'
import { handleAuthFailure } from '../../../lib/auth-failure'
import { awaitingPayment } from '../../../test/sessions'
import { decodeWizardState, encodeWizardState, type PendingBooking } from '../lib/wizard-state'
import { BookingWizard } from './booking-wizard'

const HOUR: PendingBooking = { selectedDate: '2030-01-10T13:00:00.000Z', availableDateId: '2d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a', isOnline: true }
const WRONG_PASSWORD = 'Email e/ou senha inválida.'
const publicProfessional: PublicProfessionalDto = {
  ...professional,
  registration_label: 'Psicóloga(o) · CRP 06/123456 (SP)',
  credential: { title: 'Psicóloga(o)', registration: 'CRP 06/123456 (SP)', specialty: null, course: null, not_specialist: null, company: null },
  video_url: null,
  brief_description: null,
  clinic: null,
  in_person_available: true,
  price: { service_value_cents: 15000, operating_cost_cents: 500, price_cents: 15500 },
  social_price: null,
  next_free_hour: null,
  approaches: [],
  themes: [],
  languages: ['PT'],
  gender: null,
  pronouns: null,
}

type Route = (url: string, init?: RequestInit) => Response | undefined

/** The API as the wizard meets it; `route` answers first, then the professional, their hours and prices. */
function serve(route: Route) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = route(url, init)
    if (answer) return answer
    if (url === `/api/professional/${professional.id}`) return jsonResponse(publicProfessional)
    if (url.startsWith(`/api/public/available-dates/${professional.id}`)) {
      return jsonResponse({
        professionalAvailability: {
          in_person_available: true,
          price: publicProfessional.price,
          series_options: [{ weeks: 4 }, { weeks: null }],
          availability: [{ date: '2030-01-10', week_day: 4, hours: [{ start_time: HOUR.selectedDate, end_time: '2030-01-10T13:50:00.000Z', available_date_id: HOUR.availableDateId, price: publicProfessional.price, social_rate: false }] }],
        },
      })
    }
    if (url.startsWith('/api/services/')) return jsonResponse({ services: [] })
    return jsonResponse({ message: 'não usado neste teste' }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The public wizard at /agendamento with the app's 401 rule installed, as app.tsx does. */
function renderWizard(step: number) {
  const d = encodeWizardState({ step, professionalId: professional.id, pending: HOUR })
  const view = renderRoutes([{ path: '/agendamento', element: <BookingWizard flow="public" exitTo="/" /> }], `/agendamento?d=${d}`)
  setAuthFailureHandler(() => {
    handleAuthFailure({ pathname: view.router.state.location.pathname, queryClient: view.queryClient, navigate: (to) => void view.router.navigate(to, { replace: true }) })
  })
  return view
}

const wizardStateIn = (router: ReturnType<typeof renderWizard>['router']) => decodeWizardState(new URLSearchParams(router.state.location.search).get('d'))

afterEach(() => {
  cleanup()
  setAuthFailureHandler(null)
  vi.unstubAllGlobals()
})

describe('/agendamento', () => {
  it("step 3 'Entrar' with a wrong password shows the server's message in place and keeps the chosen hour", async () => {
    serve((url, init) => {
      if (url === '/api/user/me') return jsonResponse({ message: 'Faça login para continuar.' }, 401)
      if (url === '/api/user/login' && init?.method === 'POST') return jsonResponse({ message: WRONG_PASSWORD }, 401)
      return undefined
    })
    const { router } = renderWizard(3)

    await userEvent.click(await screen.findByRole('radio', { name: 'Entrar' }))
    await userEvent.type(screen.getByLabelText(/Email/, { selector: 'input' }), 'paciente@acolhe.local')
    await userEvent.type(screen.getByLabelText(/Senha/, { selector: 'input' }), 'errada1')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))

    expect((await screen.findByTestId('login-error')).textContent).toBe(WRONG_PASSWORD)
    expect(router.state.location.pathname).toBe('/agendamento')
    expect(wizardStateIn(router)).toMatchObject({ step: 3, professionalId: professional.id, pending: HOUR })
    expect(screen.getByText('Para prosseguir faça o login ou crie uma conta')).toBeInTheDocument()
  })

  it('a patient already logged in goes from the hour straight to payment, never asked to log in or sign up', async () => {
    const fetchMock = serve((url, init) => {
      if (url === '/api/user/me') return jsonResponse({ user: patient })
      if (url === '/api/session' && init?.method === 'POST') return jsonResponse(awaitingPayment, 201)
      return undefined
    })
    const { router } = renderWizard(2)

    await userEvent.click(await screen.findByRole('button', { name: 'Revisar agendamento' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar agendamento' }))

    await vi.waitFor(() => expect(wizardStateIn(router)).toMatchObject({ step: 4, sessionId: awaitingPayment.id }), { timeout: 15_000 })
    expect(new URLSearchParams(router.state.location.search).get('s_s')).toBe('true')
    const posted = fetchMock.mock.calls.find(([url, init]) => url === '/api/session' && init?.method === 'POST')
    expect(JSON.parse(String(posted?.[1]?.body))).toMatchObject({ professional_id: professional.id, available_date_id: HOUR.availableDateId, selected_date: HOUR.selectedDate })
    expect(screen.queryByText('Para prosseguir faça o login ou crie uma conta')).not.toBeInTheDocument()
  })

  it('asks the consent to online care only when the server refuses for want of it, records it and books the same hour', async () => {
    let consented = false
    const fetchMock = serve((url, init) => {
      if (url === '/api/user/me') return jsonResponse({ user: patient })
      if (url === '/api/telehealth-consents' && init?.method === 'POST') {
        consented = true
        return jsonResponse({ professional_id: professional.id, version: '2026-11', accepted_at: '2030-01-01T12:00:00.000Z', current: true }, 201)
      }
      if (url === '/api/session' && init?.method === 'POST') {
        return consented
          ? jsonResponse(awaitingPayment, 201)
          : jsonResponse({ code: 'TELEHEALTH_CONSENT_REQUIRED', message: 'Antes da primeira consulta online…', consent_version: '2026-11' }, 422)
      }
      return undefined
    })
    const { router } = renderWizard(2)

    await userEvent.click(await screen.findByRole('button', { name: 'Revisar agendamento' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar agendamento' }))
    const dialog = await screen.findByRole('dialog', { name: 'Termo de consentimento para atendimento online' })
    expect(dialog.textContent).toContain('Versão 2026-11')
    await userEvent.click(screen.getByRole('button', { name: 'Li e aceito' }))

    await vi.waitFor(() => expect(wizardStateIn(router)).toMatchObject({ step: 4, sessionId: awaitingPayment.id }), { timeout: 15_000 })
    const accepted = fetchMock.mock.calls.find(([url, init]) => url === '/api/telehealth-consents' && init?.method === 'POST')
    expect(JSON.parse(String(accepted?.[1]?.body))).toEqual({ professional_id: professional.id, version: '2026-11' })
    const bookings = fetchMock.mock.calls.filter(([url, init]) => url === '/api/session' && init?.method === 'POST')
    expect(bookings).toHaveLength(2)
    expect(bookings[1]?.[1]?.body).toBe(bookings[0]?.[1]?.body)
  })
})
