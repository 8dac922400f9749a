import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { patient } from '../../../test/people'
import { clearStepOne, readStepOne, saveStepOne } from '../lib/step-one-storage'
import { ComplementPage } from './complement-page'
import { SignUpPage } from './sign-up-page'

// Waits that follow a server answer and a page change: generous, the machine may be busy.
const SLOW = { timeout: 15_000 }

const routes = [
  { path: '/cadastro', element: <SignUpPage /> },
  { path: '/cadastro/info-complemento', element: <ComplementPage /> },
]

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement
const alertsOf = async (button: string) => {
  const form = screen.getByRole('button', { name: button }).closest('form') as HTMLFormElement
  return (await within(form).findAllByRole('alert')).map((alert) => alert.textContent)
}

afterEach(() => {
  cleanup()
  notifications.clean()
  clearStepOne()
  vi.unstubAllGlobals()
})

describe('/cadastro (step 1)', () => {
  it('shows the password and email rules without calling the server', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ google: false }))
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes(routes, '/cadastro')

    await userEvent.type(field(/^Email/), 'não-é-email')
    await userEvent.type(field(/^Senha/), 'abcdef')
    await userEvent.type(field(/^Repita a senha/), 'abcdeg')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await alertsOf('Continuar')).toEqual([
      'Email inválido',
      'A senha deve conter pelo menos uma letra e um número',
      'As senhas não coincidem',
    ])

    await userEvent.clear(field(/^Senha/))
    await userEvent.type(field(/^Senha/), 'a1')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await alertsOf('Continuar')).toContain('A senha deve ter no mínimo 6 caracteres')

    await userEvent.clear(field(/^Senha/))
    await userEvent.type(field(/^Senha/), 'abc 123')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await alertsOf('Continuar')).toContain('A senha contém caracteres inválidos')

    // Only the providers lookup reached the server.
    expect(fetchMock.mock.calls.every(([url]) => url === '/api/auth/providers')).toBe(true)
    expect(readStepOne()).toBeNull()
  })

  it('keeps the email for step 2 (the password only in memory) and goes to /cadastro/info-complemento', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ google: false })))
    renderRoutes(routes, '/cadastro')
    await userEvent.type(field(/^Email/), 'Nova@Exemplo.com')
    await userEvent.type(field(/^Senha/), 'segredo1')
    await userEvent.type(field(/^Repita a senha/), 'segredo1')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))

    expect(await screen.findByRole('heading', { name: 'Quase lá...' }, SLOW)).toBeInTheDocument()
    expect(readStepOne()).toEqual({ email: 'nova@exemplo.com', password: 'segredo1' })
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('segredo1')
    expect(JSON.stringify({ ...localStorage })).not.toContain('segredo1')
  })

  it("shows 'Entrar com Google' only when the server has Google configured", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ google: true })))
    renderRoutes(routes, '/cadastro')
    const google = await screen.findByRole('link', { name: 'Entrar com Google' })
    expect(google.getAttribute('href')).toBe('/api/user/login/oauth?time_zone=America%2FSao_Paulo')
    expect(screen.getByRole('link', { name: /Cadastre-se como profissional/ }).getAttribute('href')).toBe('/profissional/cadastro')
  })
})

describe('/cadastro/info-complemento (step 2)', () => {
  it('sends nobody without step 1 back to /cadastro', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ google: false })))
    renderRoutes(routes, '/cadastro/info-complemento')
    expect(await screen.findByRole('heading', { name: 'Crie sua conta' }, SLOW)).toBeInTheDocument()
  })

  it('asks for the password again after a reload, with the email kept', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ google: false })))
    // A reload loses the in-memory password but keeps the tab's sessionStorage.
    sessionStorage.setItem('acolhe:patient-sign-up:email', 'nova@exemplo.com')
    renderRoutes(routes, '/cadastro/info-complemento')
    expect(await screen.findByText(/Digite-a novamente para continuar/, undefined, SLOW)).toBeInTheDocument()
    expect(field(/^Email/).value).toBe('nova@exemplo.com')
  })

  it('shows every step-2 rule with its exact message', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    saveStepOne({ email: 'nova@exemplo.com', password: 'segredo1' })
    renderRoutes(routes, '/cadastro/info-complemento')

    await userEvent.click(await screen.findByRole('button', { name: 'Criar Conta' }))
    expect(await alertsOf('Criar Conta')).toEqual([
      'Nome é obrigatório',
      'Sobrenome é obrigatório',
      'Data inválida (dd/mm/aaaa)',
      'Telefone é obrigatório',
      'Você deve aceitar os termos de uso',
    ])

    await userEvent.type(field(/^Nome/), 'Ana1')
    await userEvent.type(field(/^Sobrenome/), 'Souza2')
    await userEvent.type(field(/^Data de nascimento/), '31021990')
    await userEvent.type(field(/^CPF/), '123')
    await userEvent.type(field(/^Telefone/), '1198765')
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }))
    expect(await alertsOf('Criar Conta')).toEqual([
      'Nome inválido, apenas letras são permitidas',
      'Sobrenome inválido, apenas letras são permitidas',
      'Data inválida (dd/mm/aaaa)',
      'CPF deve ter 11 dígitos',
      'Número de telefone deve ter 11 dígitos',
      'Você deve aceitar os termos de uso',
    ])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('masks birth date, CPF and phone as they are typed, within their maximum lengths', async () => {
    vi.stubGlobal('fetch', vi.fn())
    saveStepOne({ email: 'nova@exemplo.com', password: 'segredo1' })
    renderRoutes(routes, '/cadastro/info-complemento')

    await userEvent.type(field(/^Data de nascimento/), '120419901')
    await userEvent.type(field(/^CPF/), '123456789012')
    await userEvent.type(field(/^Telefone/), '119876543210')
    expect(field(/^Data de nascimento/).value).toBe('12/04/1990')
    expect(field(/^CPF/).value).toBe('123.456.789-01')
    expect(field(/^Telefone/).value).toBe('(11) 98765-4321')
    expect([field(/^Data de nascimento/).maxLength, field(/^CPF/).maxLength, field(/^Telefone/).maxLength]).toEqual([10, 14, 15])
  })

  it('opens the terms and the privacy policy in dialogs without ticking the box', async () => {
    vi.stubGlobal('fetch', vi.fn())
    saveStepOne({ email: 'nova@exemplo.com', password: 'segredo1' })
    renderRoutes(routes, '/cadastro/info-complemento')

    await userEvent.click(await screen.findByRole('button', { name: 'termos de uso' }))
    const dialog = await screen.findByRole('dialog', { name: 'Termos de uso' })
    expect(within(dialog).getByText(/não é serviço de emergência/)).toBeInTheDocument()
    // The dialog's own close button and the one under the text both say 'Fechar'.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement)
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'política de privacidade' }))
    expect(await screen.findByRole('dialog', { name: 'Política de privacidade' })).toBeInTheDocument()
  })

  async function fillStepTwo() {
    await userEvent.type(field(/^Nome/), 'Ana')
    await userEvent.type(field(/^Sobrenome/), 'de Souza')
    await userEvent.type(field(/^Data de nascimento/), '12041990')
    await userEvent.type(field(/^Telefone/), '11987654321')
    await userEvent.click(screen.getByRole('checkbox'))
  }

  it("creates the account with both steps, says 'Cadastro realizado com sucesso!', clears step 1 and goes to /home", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ user: { ...patient, email: 'nova@exemplo.com' } }, 201))
    vi.stubGlobal('fetch', fetchMock)
    saveStepOne({ email: 'nova@exemplo.com', password: 'segredo1' })
    renderRoutes(routes, '/cadastro/info-complemento')

    await fillStepTwo()
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }))

    expect(await screen.findByText('Cadastro realizado com sucesso!', undefined, SLOW)).toBeInTheDocument()
    expect((await screen.findByTestId('location')).textContent).toBe('/home')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/user')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'nova@exemplo.com',
      password: 'segredo1',
      first_name: 'Ana',
      last_name: 'de Souza',
      birthday: '1990-04-12',
      phone_number: '11987654321',
      terms_accepted: true,
      // The browser's zone (pinned to Brasília in the web tests' configuration), decision 044.
      time_zone: 'America/Sao_Paulo',
    })
    expect(readStepOne()).toBeNull()
    expect(sessionStorage.length).toBe(0)
  })

  it("shows the server's message (an email already taken), else 'Erro na criação do usuário', and keeps step 1", async () => {
    let answer = () => jsonResponse({ message: 'Este email já está cadastrado.' }, 409)
    vi.stubGlobal('fetch', vi.fn(async () => answer()))
    saveStepOne({ email: 'nova@exemplo.com', password: 'segredo1' })
    renderRoutes(routes, '/cadastro/info-complemento')

    await fillStepTwo()
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }))
    expect(await screen.findByText('Este email já está cadastrado.', undefined, SLOW)).toBeInTheDocument()

    answer = () => new Response('<html>', { status: 502 })
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }))
    expect(await screen.findByText('Erro na criação do usuário', undefined, SLOW)).toBeInTheDocument()
    expect(readStepOne()?.email).toBe('nova@exemplo.com')
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })
})
