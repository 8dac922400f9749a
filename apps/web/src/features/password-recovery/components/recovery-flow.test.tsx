import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { readRecovery, saveRecovery } from '../lib/recovery-storage'
import { CodePage } from './code-page'
import { NewPasswordPage } from './new-password-page'
import { RequestPage } from './request-page'

// Waits that follow a server answer and a page change: generous, the machine may be busy.
const SLOW = { timeout: 15_000 }

const routes = [
  { path: '/recuperar-senha', element: <RequestPage /> },
  { path: '/recuperar-senha/codigo', element: <CodePage /> },
  { path: '/recuperar-senha/recuperar', element: <NewPasswordPage /> },
]
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement
const bodiesOf = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String((init as RequestInit).body)) as unknown])

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  cleanup()
  notifications.clean()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('password recovery', () => {
  it("asks for the code, checks it, sets the new password and ends at the patient's login", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/password-recovery') return jsonResponse({ message: 'Se o email estiver cadastrado, você receberá um código em instantes.' }, 202)
      if (url === '/api/password-recovery/verify') return jsonResponse({ valid: true })
      return new Response(null, { status: 204 })
    })
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes(routes, '/recuperar-senha')

    await userEvent.type(field(/^Email/), 'Paciente@Acolhe.local')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }))
    expect(await screen.findByRole('heading', { name: 'Digite o código' }, SLOW)).toBeInTheDocument()
    expect(screen.getByText(/paciente@acolhe\.local/)).toBeInTheDocument()

    await userEvent.type(field(/Código de 6 dígitos/), '12a34 56')
    expect(field(/Código de 6 dígitos/).value).toBe('123456')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await screen.findByRole('heading', { name: 'Crie uma nova senha' }, SLOW)).toBeInTheDocument()

    await userEvent.type(field(/^Nova senha/), 'nova123')
    await userEvent.type(field(/^Repita a nova senha/), 'nova123')
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }))

    expect(await screen.findByText('Senha alterada com sucesso! Entre com a nova senha.', undefined, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'), SLOW)
    const who = { email: 'paciente@acolhe.local', kind: 'patient' }
    expect(bodiesOf(fetchMock)).toEqual([
      ['/api/password-recovery', who],
      ['/api/password-recovery/verify', { ...who, code: '123456' }],
      ['/api/password-recovery/reset', { ...who, code: '123456', password: 'nova123' }],
    ])
    expect(readRecovery()).toBeNull()
  })

  it('recovers a professional account from ?tipo=profissional and ends at the professional login', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ message: 'ok' }, 202))
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes(routes, '/recuperar-senha?tipo=profissional')
    expect(screen.getByRole('link', { name: 'Voltar para o login' }).getAttribute('href')).toBe('/profissional/login')
    await userEvent.type(field(/^Email/), 'psicologa@acolhe.local')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }))
    await screen.findByRole('heading', { name: 'Digite o código' }, SLOW)
    expect(bodiesOf(fetchMock)).toEqual([['/api/password-recovery', { email: 'psicologa@acolhe.local', kind: 'professional' }]])
    expect(readRecovery()?.kind).toBe('professional')
  })

  it("shows 'Email inválido' and 'Código inválido' without calling the server", async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderRoutes(routes, '/recuperar-senha')
    await userEvent.type(field(/^Email/), 'sem-arroba')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Email inválido')

    cleanup()
    saveRecovery({ email: 'paciente@acolhe.local', kind: 'patient', sentAt: Date.now() })
    renderRoutes(routes, '/recuperar-senha/codigo')
    await userEvent.type(field(/Código de 6 dígitos/), '123')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Código inválido')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("shows the server's refusal of a wrong code and stays on the code", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Código inválido ou expirado. Peça um novo código.' }, 400)))
    saveRecovery({ email: 'paciente@acolhe.local', kind: 'patient', sentAt: Date.now() })
    renderRoutes(routes, '/recuperar-senha/codigo')
    await userEvent.type(field(/Código de 6 dígitos/), '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Código inválido ou expirado. Peça um novo código.')
    expect(readRecovery()?.code).toBeUndefined()
  })

  it("offers 'Reenviar código' only 60 s after the last code was asked for", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetchMock = vi.fn(async () => jsonResponse({ message: 'ok' }, 202))
    vi.stubGlobal('fetch', fetchMock)
    saveRecovery({ email: 'paciente@acolhe.local', kind: 'patient', sentAt: Date.now() - 50_000 })
    renderRoutes(routes, '/recuperar-senha/codigo')

    const waiting = screen.getByRole('button', { name: 'Reenviar código em 10 s' }) as HTMLButtonElement
    expect(waiting.disabled).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000)
    })
    const resend = screen.getByRole('button', { name: 'Reenviar código' }) as HTMLButtonElement
    expect(resend.disabled).toBe(false)
    await userEvent.click(resend)

    expect(await screen.findByText('Enviamos um novo código, se o email estiver cadastrado.', undefined, SLOW)).toBeInTheDocument()
    expect(bodiesOf(fetchMock)).toEqual([['/api/password-recovery', { email: 'paciente@acolhe.local', kind: 'patient' }]])
    expect(screen.getByRole('button', { name: /Reenviar código em \d+ s/ })).toBeInTheDocument()
  })

  it("checks the new password's rules, and 'voltar' goes back to the code", async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    saveRecovery({ email: 'paciente@acolhe.local', kind: 'patient', sentAt: Date.now(), code: '123456' })
    renderRoutes(routes, '/recuperar-senha/recuperar')
    await userEvent.type(field(/^Nova senha/), 'abcdef')
    await userEvent.type(field(/^Repita a nova senha/), 'abcdeg')
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }))
    const form = screen.getByRole('button', { name: 'Concluir' }).closest('form') as HTMLFormElement
    expect((await within(form).findAllByRole('alert')).map((a) => a.textContent)).toEqual([
      'A senha deve conter pelo menos uma letra e um número',
      'As senhas não coincidem',
    ])
    expect(fetchMock).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('link', { name: 'voltar' }))
    expect(await screen.findByRole('heading', { name: 'Digite o código' }, SLOW)).toBeInTheDocument()
  })

  it('sends a screen reached without its earlier step back to that step', async () => {
    vi.stubGlobal('fetch', vi.fn())
    renderRoutes(routes, '/recuperar-senha/recuperar')
    expect(await screen.findByRole('heading', { name: 'Recuperar senha' }, SLOW)).toBeInTheDocument()
    cleanup()
    saveRecovery({ email: 'paciente@acolhe.local', kind: 'patient', sentAt: Date.now() })
    renderRoutes(routes, '/recuperar-senha/recuperar')
    expect(await screen.findByRole('heading', { name: 'Digite o código' }, SLOW)).toBeInTheDocument()
  })
})
