import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { admin } from '../../../test/people'
import { AdminLoginPage } from './admin-login-page'

const renderPage = () => renderRoutes([{ path: '/admin/login', element: <AdminLoginPage /> }], '/admin/login')

async function submit() {
  await userEvent.type(screen.getByLabelText(/Email/, { selector: 'input' }), 'admin@acolhe.local')
  await userEvent.type(screen.getByLabelText(/Senha/, { selector: 'input' }), 'Acolhe123')
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/admin/login', () => {
  it("shows 'Login', 'Painel Administrativo' and the role 'Admin'", () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument()
    expect(screen.getByText('Painel Administrativo')).toBeInTheDocument()
    expect(screen.getByText('Admin')).toBeInTheDocument()
  })

  it("logs in, says 'Login com sucesso!' and goes to /admin/dashboard", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: true, admin })))
    renderPage()
    await submit()
    expect(await screen.findByText('Login com sucesso!')).toBeInTheDocument()
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/dashboard')
  })

  it("shows the server's message, else 'Email e/ou senha inválida'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Esta conta de administrador está desativada.' }, 403)))
    renderPage()
    await submit()
    expect((await screen.findByTestId('login-error')).textContent).toBe('Esta conta de administrador está desativada.')

    cleanup()
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })))
    renderPage()
    await submit()
    expect((await screen.findByTestId('login-error')).textContent).toBe('Email e/ou senha inválida')
  })
})
