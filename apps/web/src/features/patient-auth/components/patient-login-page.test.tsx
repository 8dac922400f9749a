import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { patient } from '../../../test/people'
import { PatientLoginPage } from './patient-login-page'

const renderPage = () => renderRoutes([{ path: '/login', element: <PatientLoginPage /> }], '/login')

async function submit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/Email/, { selector: 'input' }), email)
  if (password) await userEvent.type(screen.getByLabelText(/Senha/, { selector: 'input' }), password)
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/login', () => {
  it("logs in, says 'Login realizado com sucesso!' and goes to /home", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ user: patient }))
    vi.stubGlobal('fetch', fetchMock)
    renderPage()

    await submit('Paciente@Acolhe.local', 'Acolhe123')

    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument()
    expect((await screen.findByTestId('location')).textContent).toBe('/home')
    const [url, init] = fetchMock.mock.calls.find(([called]) => called === '/api/user/login') ?? []
    expect(url).toBe('/api/user/login')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'paciente@acolhe.local', password: 'Acolhe123' })
  })

  it("shows the server's message when the login is refused", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Email e/ou senha inválida.' }, 401)))
    renderPage()
    await submit('paciente@acolhe.local', 'errada1')
    expect((await screen.findByTestId('login-error')).textContent).toBe('Email e/ou senha inválida.')
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })

  it("says 'Erro no login do usuário' when the server gives no message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    renderPage()
    await submit('paciente@acolhe.local', 'Acolhe123')
    expect((await screen.findByTestId('login-error')).textContent).toBe('Erro no login do usuário')
  })

  it('shows the validation messages under the fields, announced, without calling the server', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderPage()
    await submit('não-é-email', '')
    const form = screen.getByRole('button', { name: 'Entrar' }).closest('form') as HTMLFormElement
    const alerts = await within(form).findAllByRole('alert')
    expect(alerts.map((a) => a.textContent)).toEqual(['Email inválido', 'A senha deve ter no mínimo 6 caracteres'])
    expect(fetchMock.mock.calls.map(([called]) => called)).not.toContain('/api/user/login')
  })

  it('links to sign-up, password recovery and the professional login', () => {
    renderPage()
    expect(screen.getByRole('radio', { name: 'Cadastro' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' }).getAttribute('href')).toBe('/recuperar-senha')
    expect(screen.getByRole('link', { name: /área do profissional/ }).getAttribute('href')).toBe('/profissional/login')
  })
})
