import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import type { DashboardIndicatorsDto } from '@acolhe/shared/api/admin-lists'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { DashboardPage } from './dashboard-page'

const indicators: DashboardIndicatorsDto = {
  clinics: { total: 3, inactive: 1 },
  professionals: { total: 12, inactive: 2, awaiting_authorization: 3, psychologists: 7, psychiatrists: 4 },
  users: { total: 1500, inactive: 9 },
  admins: { total: 2, active: 1 },
  support: { total: 5, open: 3 },
  questions: { total: 8, views: 340 },
  sessions: { total: 60, consultations: 50, returns: 10, cancelled: 6, paid: 41, patient_no_shows: 4, professional_no_shows: 1 },
}

const counter = (card: string, label: string) => within(screen.getByTestId(`dashboard-card-${card}`)).getByTestId(`counter-${label}`).textContent

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/admin/dashboard', () => {
  it("shows 'Carregando...' and then every counter of the dashboard", async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse(indicators))
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes([{ path: '/admin/dashboard', element: <DashboardPage /> }], '/admin/dashboard')
    expect(screen.getByText('Carregando...')).toBeInTheDocument()

    await screen.findByTestId('dashboard-card-Clínicas')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/dashboard/indicators')
    expect([counter('Clínicas', 'Cadastros'), counter('Clínicas', 'Desativados')]).toEqual(['3', '1'])
    expect([
      counter('Profissionais', 'Cadastros'),
      counter('Profissionais', 'Desativados'),
      counter('Profissionais', 'Aguardando autorização'),
      counter('Profissionais', 'Psicólogos'),
      counter('Profissionais', 'Psiquiatras'),
    ]).toEqual(['12', '2', '3', '7', '4'])
    expect([counter('Pacientes', 'Cadastros'), counter('Pacientes', 'Desativados')]).toEqual(['1.500', '9'])
    expect([counter('Admin', 'Entradas'), counter('Admin', 'Ativos')]).toEqual(['2', '1'])
    expect([counter('Suporte', 'Entradas'), counter('Suporte', 'Abertas')]).toEqual(['5', '3'])
    expect([counter('Perguntas', 'Entradas'), counter('Perguntas', 'Acessos')]).toEqual(['8', '340'])
    expect(
      ['Entradas ao Total', 'Consultas', 'Retornos', 'Canceladas', 'Pagas', 'Faltas de pacientes', 'Faltas de profissionais'].map((label) => counter('Consultas', label)),
    ).toEqual(['60', '50', '10', '6', '41', '4', '1'])
  })

  it('links every card to a real screen (Perguntas to the FAQ admin, Admin and Suporte to their pages)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(indicators)))
    renderRoutes([{ path: '/admin/dashboard', element: <DashboardPage /> }], '/admin/dashboard')
    await screen.findByTestId('dashboard-card-Clínicas')
    const links = screen.getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])
    expect(links).toEqual([
      ['Abrir Consultas', '/admin/consultas'],
      ['Abrir Profissionais', '/admin/profissionais'],
      ['Abrir Pacientes', '/admin/pacientes'],
      ['Abrir Clínicas', '/admin/clinicas'],
      ['Abrir Perguntas', '/admin/faq'],
      ['Abrir Admin', '/admin/admins'],
      ['Abrir Suporte', '/admin/suporte'],
    ])
  })
})
