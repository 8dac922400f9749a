import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import type { PublicProfessionalDto } from '@acolhe/shared/api/directory'
import { publicProfessional } from '../../../test/public-professional'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { DateTimeStep } from './date-time-step'

const base = publicProfessional
const ID = base.id

function renderStep(professional: PublicProfessionalDto) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith(`/api/professional/${ID}`)) return jsonResponse(professional)
      if (url.startsWith('/api/public/available-dates/')) return jsonResponse({ professionalAvailability: { in_person_available: professional.in_person_available, price: professional.price, series_options: [], availability: [] } })
      return jsonResponse({ services: [] })
    }),
  )
  renderWithRouter(<DateTimeStep professionalId={ID} initial={undefined} confirming={false} conflict={null} onConfirm={() => {}} onBack={() => {}} />)
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('booking step 2 price and time zone', () => {
  it("shows the server's price (value + operating cost) and says the hours are Brasília's", async () => {
    // A price no web arithmetic would produce from a price list: only the server's answer can show it.
    renderStep({ ...base, price: { service_value_cents: 12345, operating_cost_cents: 678, price_cents: 13023 } })
    expect((await screen.findByTestId('price-line')).textContent).toBe('R$ 130,23 por consulta (R$ 123,45 + R$ 6,78 de custo operacional)')
    expect(screen.getByTestId('time-zone-note').textContent).toBe('Todos os horários estão no horário de Brasília.')
  })
})

describe('booking step 2 when the clinic is inactive', () => {
  it('offers a hybrid professional online only, saying in person is unavailable', async () => {
    renderStep(base)
    expect((await screen.findByTestId('in-person-unavailable')).textContent).toBe(
      'O atendimento presencial deste profissional está indisponível no momento; a consulta será online.',
    )
    expect(screen.queryByRole('radiogroup', { name: 'Modalidade' })).not.toBeInTheDocument()
  })

  it('offers an in-person-only professional nothing, saying why', async () => {
    renderStep({ ...base, service_modality: 'FULL_PRESENCIAL' })
    expect((await screen.findByTestId('no-modality')).textContent).toContain('o atendimento presencial está indisponível no momento')
  })

  it('still lets a hybrid professional with an active clinic be chosen in person', async () => {
    renderStep({ ...base, in_person_available: true })
    expect(await screen.findByText('Presencial')).toBeInTheDocument()
    expect(screen.queryByTestId('in-person-unavailable')).not.toBeInTheDocument()
  })
})
