import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { professional } from '../../../test/people'
import { ProfessionalLoginPage } from './professional-login-page'

const renderPage = () => renderRoutes([{ path: '/profissional/login', element: <ProfessionalLoginPage /> }], '/profissional/login')

async function submit() {
  await userEvent.type(screen.getByLabelText(/Email/, { selector: 'input' }), 'psicologa@acolhe.local')
  await userEvent.type(screen.getByLabelText(/Senha/, { selector: 'input' }), 'Acolhe123')
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/profissional/login', () => {
  it('logs in and goes to /profissional, which routes by authorization', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ professional }))
    vi.stubGlobal('fetch', fetchMock)
    renderPage()
    await submit()
    expect((await screen.findByTestId('location')).textContent).toBe('/profissional')
    expect(fetchMock.mock.calls.map(([called]) => called)).toContain('/api/professional-private/login')
  })

  it("answers refused credentials with 'Email e/ou password inválida.'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Email e/ou senha inválida.' }, 401)))
    renderPage()
    await submit()
    expect((await screen.findByTestId('login-error')).textContent).toBe('Email e/ou password inválida.')
  })

  it('links to the professional sign-up, password recovery and the client login', () => {
    renderPage()
    expect(screen.getByRole('radio', { name: 'Cadastro' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' }).getAttribute('href')).toBe('/recuperar-senha?tipo=profissional')
    expect(screen.getByRole('link', { name: /área do cliente/ }).getAttribute('href')).toBe('/login')
  })
})
