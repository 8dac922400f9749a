import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { OnboardingChecklist } from './onboarding-checklist'

const LINK = 'http://localhost/agendamento?d=x'
const renderChecklist = () =>
  renderWithRouter(<OnboardingChecklist availabilityTo="/profissional/calendario/disponibilidade/criar" profileTo="/profissional/perfil" bookingLink={LINK} />, '/profissional/home')

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const itemNamed = (name: string) => screen.getAllByTestId('onboarding-item').find((item) => item.textContent?.includes(name))

describe('the first-run checklist', () => {
  it("ticks each item as the server says, offers the pending ones' actions and says whether the professional is listed", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ availability_published: false, profile_complete: true, link_copied: false, listed: false })))
    renderChecklist()
    expect(await screen.findByRole('region', { name: 'Primeiros passos' })).toBeInTheDocument()
    expect(screen.getByText('1 de 3 concluídos')).toBeInTheDocument()
    expect(itemNamed('Publicar sua disponibilidade')?.getAttribute('data-done')).toBe('false')
    expect(itemNamed('Completar seu perfil')?.getAttribute('data-done')).toBe('true')
    expect(within(itemNamed('Publicar sua disponibilidade')!).getByRole('link', { name: 'Criar horário' }).getAttribute('href')).toBe('/profissional/calendario/disponibilidade/criar')
    expect(within(itemNamed('Completar seu perfil')!).queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByTestId('onboarding-listed').textContent).toBe('Você ainda não aparece na lista pública: publique sua disponibilidade.')
  })

  it('tells the server when the link is copied, and ticks it from the answer', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? jsonResponse({ availability_published: true, profile_complete: false, link_copied: true, listed: true })
        : jsonResponse({ availability_published: true, profile_complete: false, link_copied: false, listed: true }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderChecklist()
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar meu link' }))
    expect(await screen.findByText('2 de 3 concluídos')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/professional-private/me/onboarding/link-copied' && init?.method === 'POST')).toBe(true)
  })

  it('goes away once everything is done', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ availability_published: true, profile_complete: true, link_copied: true, listed: true })))
    renderChecklist()
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled())
    expect(screen.queryByRole('region', { name: 'Primeiros passos' })).not.toBeInTheDocument()
  })
})
