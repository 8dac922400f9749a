import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { admin } from '../../../test/people'
import { Component as AdminShell } from './admin-shell'

function renderShell() {
  return renderRoutes([{ path: '/admin', element: <AdminShell />, children: [{ path: 'dashboard', element: <h1>Dashboard</h1> }] }], '/admin/dashboard')
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('admin shell', () => {
  it("shows the ten entries of the side menu (weekly series, search settings, support inbox and admins included) and 'Sair'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ admin })))
    renderShell()
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' })
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Consultas',
      'Horários fixos',
      'Profissionais',
      'Pacientes',
      'Clínicas',
      'FAQ',
      'Busca e valores',
      'Suporte',
      'Administradores',
    ])
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recolher menu' })).toBeInTheDocument()
  })

  it('sends an inactive admin to /admin/login', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ admin: { ...admin, active: false } })))
    renderShell()
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/login')
  })

  it('sends nobody to /admin/login', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Você precisa entrar na sua conta para continuar.' }, 401)))
    renderShell()
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/login')
  })
})
