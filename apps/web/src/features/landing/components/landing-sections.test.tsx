import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PublicProfessionalDto } from '@acolhe/shared/api/directory'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { FaqSection } from './faq-section'
import { ProfessionalsCarousel } from './professionals-carousel'

const question = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  question: `Pergunta número ${n}?`,
  answer: `Resposta da pergunta ${n}.`,
  priority: 1,
  position: n,
  views: 0,
})

const professional = (overrides: Partial<PublicProfessionalDto>): PublicProfessionalDto => ({
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  first_name: 'Marina',
  last_name: 'Costa',
  professional_type: 'PSYCHOLOGIST',
  registration_label: 'Psicóloga(o) · CRP 06/123456 (SP)',
  credential: { title: 'Psicóloga(o)', registration: 'CRP 06/123456 (SP)', specialty: null, course: null, not_specialist: null, company: null },
  in_person_available: false,
  price: null,
  social_price: null,
  next_free_hour: null,
  approaches: [],
  themes: [],
  languages: ['PT'],
  gender: null,
  pronouns: null,
  crm_or_crp: '06/123456',
  rqe: null,
  document_state: 'SP',
  brief_description: 'Terapia cognitivo-comportamental.',
  profile_photo_url: null,
  video_url: null,
  lattes_url: 'http://lattes.cnpq.br/1',
  service_modality: 'FULL_REMOTE',
  allow_returns: false,
  clinic_id: null,
  clinic: null,
  ...overrides,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// Rendering Mantine's accordion and pagination takes seconds on a busy machine.
describe('landing FAQ', () => {
  it('shows 5 questions a page and pages through GET /questions', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'))
      const items = page === 1 ? [1, 2, 3, 4, 5] : [6, 7]
      return jsonResponse({ data: items.map(question), total: 7 })
    })
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<FaqSection />)

    expect(await screen.findByText('Pergunta número 1?')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /Pergunta número/ })).toHaveLength(5)
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/questions?page=1&limit=5')

    await userEvent.click(screen.getByRole('button', { name: '2' }))
    expect(await screen.findByText('Pergunta número 6?')).toBeInTheDocument()
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/questions?page=2&limit=5')

    await userEvent.click(screen.getByRole('button', { name: 'Pergunta número 6?' }))
    await waitFor(() => expect(screen.getByText('Resposta da pergunta 6.')).toBeInTheDocument())
  })

  it("says 'Sem dados' when there are no questions", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [], total: 0 })))
    renderWithRouter(<FaqSection />)
    expect(await screen.findByText('Sem dados')).toBeInTheDocument()
  })
})

describe('landing professionals', () => {
  it("shows initials without a photo, the name, CRM or CRP, the description or 'Sem descrição.', and a booking link", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          professionals: [
            professional({}),
            professional({
              id: '8c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
              first_name: 'Paulo',
              last_name: 'Lima',
              professional_type: 'DOCTOR_POSTGRADUATE',
              registration_label: 'Médico · CRM/SP 98765 · Pós-graduação em Saúde Mental — NÃO ESPECIALISTA',
              credential: {
                title: 'Médico',
                registration: 'CRM/SP 98765',
                specialty: null,
                course: 'Pós-graduação em Saúde Mental',
                not_specialist: 'NÃO ESPECIALISTA',
                company: null,
              },
              brief_description: null,
            }),
          ],
          total: 2,
        }),
      ),
    )
    renderWithRouter(<ProfessionalsCarousel />)
    const list = await screen.findByRole('list', { name: 'Lista de profissionais' })
    const [marina, paulo] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(within(marina).getByText('MC')).toBeInTheDocument()
    // Each council's title and registration: the psychologist's CRP with its UF…
    expect(within(marina).getByText('Psicóloga(o)')).toBeInTheDocument()
    expect(within(marina).getByText('CRP 06/123456 (SP)')).toBeInTheDocument()
    expect(within(marina).getByText('Terapia cognitivo-comportamental.')).toBeInTheDocument()
    // …the doctor's CRM/UF, and a course that is not a specialty, with its area, followed by NÃO ESPECIALISTA.
    expect(within(paulo).getByText('Médico')).toBeInTheDocument()
    expect(within(paulo).getByText('CRM/SP 98765')).toBeInTheDocument()
    expect(within(paulo).getByText(/^Pós-graduação em Saúde Mental —/)).toHaveTextContent('Pós-graduação em Saúde Mental — NÃO ESPECIALISTA')
    expect(within(paulo).getByText('NÃO ESPECIALISTA')).toBeInTheDocument()
    expect(within(paulo).getByText('Sem descrição.')).toBeInTheDocument()
    expect(within(paulo).getByRole('link', { name: 'Agendar: Paulo Lima' }).getAttribute('href')).toMatch(/^\/agendamento\?d=/)
  })

  it("says 'Nenhum profissional encontrado' when none is authorized yet", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ professionals: [], total: 0 })))
    renderWithRouter(<ProfessionalsCarousel />)
    expect(await screen.findByText('Nenhum profissional encontrado')).toBeInTheDocument()
  })
})
