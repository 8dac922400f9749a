import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { patient } from '../../../test/people'
import { GoogleComplementPage } from './complement-page'
import { CompleteInfoPage } from './complete-info-page'

// Waits that follow a server answer and a page change: generous, the machine may be busy.
const SLOW = { timeout: 15_000 }

const incomplete = { ...patient, first_name: null, last_name: null, birthday: null, phone_number: null, is_complete: false }
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement

async function fillStepTwo() {
  await userEvent.type(field(/^Nome/), 'Juliana')
  await userEvent.type(field(/^Sobrenome/), 'Souza')
  await userEvent.type(field(/^Data de nascimento/), '12041990')
  await userEvent.type(field(/^CPF/), '12345678901')
  await userEvent.type(field(/^Telefone/), '11987654321')
  await userEvent.click(screen.getByRole('checkbox'))
}

afterEach(() => {
  cleanup()
  notifications.clean()
  vi.unstubAllGlobals()
})

describe('/cadastro/info-complemento?isG=true (Google sign-up)', () => {
  it('shows the Google email read-only and completes the account without a password', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ user: { ...patient, is_complete: true } }))
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<GoogleComplementPage patient={incomplete} />, '/cadastro/info-complemento?isG=true')

    const email = field(/Email da conta Google/)
    expect(email.value).toBe(patient.email)
    expect(email.readOnly).toBe(true)
    expect(screen.queryByLabelText(/^Senha/)).not.toBeInTheDocument()

    await fillStepTwo()
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }))

    expect(await screen.findByText('Cadastro realizado com sucesso!', undefined, SLOW)).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(`/api/user/${patient.id}/complete`)
    expect(init?.method).toBe('PATCH')
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'Juliana',
      last_name: 'Souza',
      birthday: '1990-04-12',
      cpf: '12345678901',
      phone_number: '11987654321',
      terms_accepted: true,
    })
  })
})

describe('/cadastro/info-complemento?isG=true with names from Google', () => {
  it('starts with the names Google gave, which the person may still edit', () => {
    renderWithRouter(<GoogleComplementPage patient={{ ...incomplete, first_name: 'Gabriela', last_name: 'Souza' }} />, '/cadastro/info-complemento?isG=true')
    expect(field(/^Nome/).value).toBe('Gabriela')
    expect(field(/^Sobrenome/).value).toBe('Souza')
    expect(field(/^CPF/).value).toBe('')
  })
})

describe('/cadastro/info (incomplete account)', () => {
  it('asks for the password pair with its rules, then completes the account with it', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ user: { ...patient, is_complete: true } }))
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<CompleteInfoPage patient={incomplete} />, '/cadastro/info')

    await fillStepTwo()
    await userEvent.type(field(/^Senha/), 'nova123')
    await userEvent.type(field(/^Repita a senha/), 'nova124')
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }))
    const form = screen.getByRole('button', { name: 'Criar Conta' }).closest('form') as HTMLFormElement
    expect((await within(form).findAllByRole('alert')).map((a) => a.textContent)).toEqual(['As senhas não coincidem'])
    expect(fetchMock).not.toHaveBeenCalled()

    await userEvent.clear(field(/^Repita a senha/))
    await userEvent.type(field(/^Repita a senha/), 'nova123')
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }))

    expect(await screen.findByText('Cadastro realizado com sucesso!', undefined, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'), SLOW)
    const [, init] = fetchMock.mock.calls[0] ?? []
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>
    expect(body.password).toBe('nova123')
    expect(body).not.toHaveProperty('repeat_password')
  })

  it("says 'Erro na criação do usuário' when the server gives no message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    renderWithRouter(<CompleteInfoPage patient={incomplete} />, '/cadastro/info')
    await fillStepTwo()
    await userEvent.type(field(/^Senha/), 'nova123')
    await userEvent.type(field(/^Repita a senha/), 'nova123')
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }))
    expect(await screen.findByText('Erro na criação do usuário', undefined, SLOW)).toBeInTheDocument()
  })
})
