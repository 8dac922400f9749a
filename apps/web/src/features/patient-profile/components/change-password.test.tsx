import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { patient } from '../../../test/people'
import { ProfilePage } from './profile-page'

const SLOW = { timeout: 15_000 }
const WRONG = 'A senha atual está incorreta.'

function stubApi(changeAnswer: () => Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/user/me/password') return changeAnswer()
    if (url === '/api/user/me/balance') return jsonResponse({ balance_cents: 0, entries: [] })
    return jsonResponse({ user: patient })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
const section = () => screen.getByRole('region', { name: 'Alterar senha' })
const input = (label: RegExp) => within(section()).getByLabelText(label, { selector: 'input' }) as HTMLInputElement

async function fill(current: string, next: string, repeat: string) {
  if (current) await userEvent.type(input(/^Senha atual/), current)
  if (next) await userEvent.type(input(/^Nova senha/), next)
  if (repeat) await userEvent.type(input(/^Repita a nova senha/), repeat)
  await userEvent.click(within(section()).getByRole('button', { name: 'Alterar senha' }))
}

afterEach(() => {
  cleanup()
  notifications.clean()
  vi.unstubAllGlobals()
})

describe("/perfil 'Alterar senha'", () => {
  it('sends the current and the new password (never the repeat), says so and empties the form', async () => {
    const fetchMock = stubApi(() => new Response(null, { status: 204 }))
    renderWithRouter(<ProfilePage patient={patient} />, '/perfil')

    await fill('Acolhe123', 'NovaSenha42', 'NovaSenha42')

    expect(await screen.findByText('Senha alterada com sucesso!', undefined, SLOW)).toBeInTheDocument()
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/user/me/password') ?? []
    expect(init?.method).toBe('PATCH')
    expect(JSON.parse(String(init?.body))).toEqual({ current_password: 'Acolhe123', password: 'NovaSenha42' })
    expect(input(/^Senha atual/).value).toBe('')
  })

  it("shows the server's refusal of a wrong current password in place, staying on /perfil", async () => {
    stubApi(() => jsonResponse({ message: WRONG }, 400))
    renderWithRouter(<ProfilePage patient={patient} />, '/perfil')

    await fill('Errada123', 'NovaSenha42', 'NovaSenha42')

    expect((await screen.findByTestId('change-password-error', undefined, SLOW)).textContent).toBe(WRONG)
    expect(screen.getByTestId('location').textContent).toBe('/perfil')
  })

  it('holds the new password to the sign-up rules without calling the server', async () => {
    const fetchMock = stubApi(() => new Response(null, { status: 204 }))
    renderWithRouter(<ProfilePage patient={patient} />, '/perfil')

    await fill('', 'semnumeros', 'outra')

    const alerts = await within(section()).findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Informe sua senha atual',
      'A senha deve conter pelo menos uma letra e um número',
      'As senhas não coincidem',
    ])
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/user/me/password')
  })
})
