import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { findOpenOption } from '../../../test/open-option'
import { patient } from '../../../test/people'
import { ProfilePage } from './profile-page'

// Waits that follow a server answer and a page change: generous, the machine may be busy.
const SLOW = { timeout: 15_000 }

const balance = {
  balance_cents: 15500,
  entries: [
    {
      id: '0b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
      amount_cents: 15500,
      reason: 'CANCELLATION_REFUND',
      reason_label: 'Reembolso de cancelamento',
      session_id: null,
      created_at: '2026-11-10T15:00:00.000Z',
    },
  ],
}

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>

/** Answers the balance read by default and hands every other call to `other`. */
function stubApi(other: Handler = () => jsonResponse({ user: patient })) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => (url === '/api/user/me/balance' ? jsonResponse(balance) : other(url, init)))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
const callsTo = (fetchMock: ReturnType<typeof stubApi>, path: string) => fetchMock.mock.calls.filter(([url]) => url === path)
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement
const renderPage = () => renderWithRouter(<ProfilePage patient={patient} />, '/perfil')

afterEach(() => {
  cleanup()
  notifications.clean()
  vi.unstubAllGlobals()
})

describe("/perfil 'Meus dados'", () => {
  it('shows the data with masks, the email read-only, and no update button until something changes', async () => {
    stubApi()
    renderPage()
    expect(field(/^Nome/).value).toBe('Juliana')
    expect(field(/^Data de nascimento/).value).toBe('12/04/1990')
    expect(field(/^Telefone/).value).toBe('(11) 98765-4321')
    expect(field(/^Email/).readOnly).toBe(true)
    expect(screen.queryByRole('button', { name: 'Atualizar Informações' })).not.toBeInTheDocument()

    // Typing and then restoring the same value is not a change.
    await userEvent.type(field(/^Nome/), 'x')
    expect(await screen.findByRole('button', { name: 'Atualizar Informações' })).toBeInTheDocument()
    await userEvent.type(field(/^Nome/), '{Backspace}')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Atualizar Informações' })).not.toBeInTheDocument(), SLOW)
  })

  it("updates with the whole form, says 'Usuário atualizado com sucesso!' and hides the button again", async () => {
    const fetchMock = stubApi(() => jsonResponse({ user: { ...patient, first_name: 'Juliane', reminders_enabled: false, last_ban: null, last_ban_reason: null } }))
    renderPage()
    await userEvent.clear(field(/^Nome/))
    await userEvent.type(field(/^Nome/), 'Juliane')
    await userEvent.click(screen.getByRole('switch', { name: /Lembretes por email/ }))
    await userEvent.click(await screen.findByRole('button', { name: 'Atualizar Informações' }))

    expect(await screen.findByText('Usuário atualizado com sucesso!', undefined, SLOW)).toBeInTheDocument()
    const [[url, init]] = callsTo(fetchMock, `/api/user/${patient.id}`) as [[string, RequestInit]]
    expect(url).toBe(`/api/user/${patient.id}`)
    expect(init.method).toBe('PATCH')
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: 'Juliane',
      last_name: 'Souza',
      birthday: '1990-04-12',
      phone_number: '11987654321',
      reminders_enabled: false,
      time_zone: 'America/Sao_Paulo',
    })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Atualizar Informações' })).not.toBeInTheDocument(), SLOW)
  })

  it("finds 'Lisboa' in the time-zone select by its Portuguese name and saves Europe/Lisbon (decision 044)", async () => {
    const fetchMock = stubApi(() => jsonResponse({ user: { ...patient, time_zone: 'Europe/Lisbon', last_ban: null, last_ban_reason: null } }))
    renderPage()
    const select = screen.getByRole('combobox', { name: /^Fuso horário/ }) as HTMLInputElement
    expect(select.value).toBe('Brasília (America/Sao_Paulo)')
    await userEvent.click(select)
    await userEvent.clear(select)
    await userEvent.type(select, 'Lisb')
    await userEvent.click(await findOpenOption('Lisboa (Europe/Lisbon)'))
    await userEvent.click(await screen.findByRole('button', { name: 'Atualizar Informações' }))

    expect(await screen.findByText('Usuário atualizado com sucesso!', undefined, SLOW)).toBeInTheDocument()
    const [[, init]] = callsTo(fetchMock, `/api/user/${patient.id}`) as [[string, RequestInit]]
    expect(JSON.parse(String(init.body))).toMatchObject({ time_zone: 'Europe/Lisbon' })
    expect(select.value).toBe('Lisboa (Europe/Lisbon)')
  })

  it("shows the rules' messages, and 'Erro na atualização do usuário' when the server gives none", async () => {
    const fetchMock = stubApi(() => new Response(null, { status: 500 }))
    renderPage()
    await userEvent.clear(field(/^Nome/))
    await userEvent.clear(field(/^Telefone/))
    await userEvent.type(field(/^Telefone/), '1198')
    await userEvent.click(await screen.findByRole('button', { name: 'Atualizar Informações' }))
    const form = screen.getByRole('button', { name: 'Atualizar Informações' }).closest('form') as HTMLFormElement
    // The sign-up's own words: an empty name and a short phone say what they say at /cadastro.
    expect((await within(form).findAllByRole('alert')).map((a) => a.textContent)).toEqual(['Nome é obrigatório', 'Número de telefone deve ter 11 dígitos'])
    await userEvent.type(field(/^Nome/), 'Ju')
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar Informações' }))
    expect((await within(form).findAllByRole('alert')).map((a) => a.textContent)).toEqual(['Mínimo 3 caracteres', 'Número de telefone deve ter 11 dígitos'])
    expect(callsTo(fetchMock, `/api/user/${patient.id}`)).toHaveLength(0)

    await userEvent.type(field(/^Nome/), 'lia')
    await userEvent.type(field(/^Telefone/), '7654321')
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar Informações' }))
    expect(await screen.findByText('Erro na atualização do usuário', undefined, SLOW)).toBeInTheDocument()
  })

  it('shows the balance and its entries', async () => {
    stubApi()
    renderPage()
    expect((await screen.findByTestId('balance-total')).textContent).toBe('R$ 155,00')
    expect(screen.getByText('Reembolso de cancelamento')).toBeInTheDocument()
  })

  it('refuses a file that is not an image before sending, previews an image and sends it as multipart', async () => {
    const fetchMock = stubApi(() => jsonResponse({ user: { ...patient, profile_photo_url: '/api/uploads/photos/a.png' } }))
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }))
    renderPage()
    const input = screen.getByTestId('photo-input') as HTMLInputElement
    expect(input.accept).toBe('image/png,image/jpeg,image/webp')

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } })
    expect((await screen.findByRole('alert')).textContent).toBe('A foto deve ser uma imagem PNG, JPEG ou WebP.')

    fireEvent.change(input, { target: { files: [new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' })] } })
    expect((await screen.findByRole('alert')).textContent).toBe('A foto deve ter no máximo 2 MB.')
    expect(callsTo(fetchMock, `/api/user/${patient.id}/photo`)).toHaveLength(0)

    fireEvent.change(input, { target: { files: [new File(['png'], 'eu.png', { type: 'image/png' })] } })
    expect(screen.getByRole('img', { name: 'Pré-visualização da nova foto' }).getAttribute('src')).toBe('blob:preview')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar foto' }))
    expect(await screen.findByText('Foto atualizada com sucesso!', undefined, SLOW)).toBeInTheDocument()
    const [[, init]] = callsTo(fetchMock, `/api/user/${patient.id}/photo`) as [[string, RequestInit]]
    expect((init.body as FormData).get('photo')).toBeInstanceOf(File)
  })

  it("deletes the account after the confirmation, showing a refusal's message in the dialog", async () => {
    let status = 401
    const fetchMock = stubApi((url) =>
      url === '/api/user/me' && status === 401 ? jsonResponse({ message: 'Confirme sua senha para excluir a conta.' }, 401) : new Response(null, { status: 204 }),
    )
    renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }))
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' })
    expect(within(dialog).getByText(/Esta ação é irreversível/)).toBeInTheDocument()

    await userEvent.type(within(dialog).getByLabelText(/Confirme sua senha/, { selector: 'input' }), 'errada1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Confirme sua senha para excluir a conta.')

    status = 204
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }))
    expect(await screen.findByText('Sua conta foi excluída.', undefined, SLOW)).toBeInTheDocument()
    const deletes = callsTo(fetchMock, '/api/user/me')
    expect(deletes.map(([, init]) => [init?.method, JSON.parse(String(init?.body))])).toEqual([
      ['DELETE', { password: 'errada1' }],
      ['DELETE', { password: 'errada1' }],
    ])
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), SLOW)
  })
})
