import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { patient } from '../../../test/people'
import { Component as PatientShell } from './patient-shell'

function renderShell() {
  return renderRoutes([{ element: <PatientShell />, children: [{ path: '/home', element: <h1>Consultas</h1> }] }], '/home')
}

afterEach(() => {
  cleanup()
  notifications.clean()
  vi.unstubAllGlobals()
})

describe('patient shell', () => {
  it('titles the sidebar with the first name and shows Home, Questionários and Perfil', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ user: patient })))
    renderShell()
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' })
    expect(screen.getByText('Juliana')).toBeInTheDocument()
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Home', 'Questionários', 'Perfil'])
  })

  it("says 'Usuário' when the patient has no first name yet", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ user: { ...patient, first_name: null } })))
    renderShell()
    expect(await screen.findByText('Usuário')).toBeInTheDocument()
  })

  it('sends an incomplete account to /cadastro/info to finish its sign-up', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ user: { ...patient, is_complete: false } })))
    renderShell()
    expect((await screen.findByTestId('location')).textContent).toBe('/cadastro/info')
  })

  it('sends nobody to /login', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Você precisa entrar na sua conta para continuar.' }, 401)))
    renderShell()
    expect((await screen.findByTestId('location')).textContent).toBe('/login')
  })

  it("logs out to /login, and says 'Erro no logout.' when that fails", async () => {
    let logoutStatus = 500
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'DELETE' ? new Response(null, { status: logoutStatus }) : jsonResponse({ user: patient }),
      ),
    )
    renderShell()
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }))
    expect(await screen.findByText('Erro no logout.')).toBeInTheDocument()

    logoutStatus = 204
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }))
    expect((await screen.findByTestId('location')).textContent).toBe('/login')
  })
})
