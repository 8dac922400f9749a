import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LocationProbe, jsonResponse, renderRoutes } from '../../../test/render'
import { professional } from '../../../test/people'
import { Component as ProfessionalShell } from './professional-shell'

const page = (name: string) => (
  <>
    <h1>{name}</h1>
    <LocationProbe />
  </>
)

function renderShell(path: string) {
  return renderRoutes(
    [
      {
        path: '/profissional',
        element: <ProfessionalShell />,
        children: [
          { index: true, element: null },
          { path: 'autorizacao', element: page('Autorização') },
          { path: 'home', element: page('Home do profissional') },
          { path: 'calendario', element: page('Calendário') },
        ],
      },
    ],
    path,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('professional shell', () => {
  it('sends an authorized professional from /profissional to home, with the sidebar Home, Calendário, Meus calendários, Prontuários, Recibos, Perfil', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ professional })))
    renderShell('/profissional')
    expect(await screen.findByRole('heading', { name: 'Home do profissional' })).toBeInTheDocument()
    expect(screen.getByTestId('location').textContent).toBe('/profissional/home')
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' })
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Home', 'Calendário', 'Meus calendários', 'Prontuários', 'Recibos', 'Perfil'])
  })

  it('keeps a professional awaiting authorization on /profissional/autorizacao, with a header and no sidebar', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ professional: { ...professional, authorized: false } })))
    renderShell('/profissional/calendario')
    expect(await screen.findByRole('heading', { name: 'Autorização' })).toBeInTheDocument()
    expect(screen.getByTestId('location').textContent).toBe('/profissional/autorizacao')
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument()
  })

  it('sends nobody to /profissional/login', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Você precisa entrar na sua conta para continuar.' }, 401)))
    renderShell('/profissional/home')
    expect((await screen.findByTestId('location')).textContent).toBe('/profissional/login')
  })

  it("logs out with 'Sair' and goes to /profissional/login", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse({ professional }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderShell('/profissional/home')
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }))
    expect(await screen.findByText('/profissional/login')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/professional-private/logout' && init?.method === 'DELETE')).toBe(true)
  })
})
