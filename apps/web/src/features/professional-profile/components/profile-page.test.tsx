import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notifications } from '@mantine/notifications'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { professional } from '../../../test/people'
import { ProfilePage } from './profile-page'
import { professionalApiTexts } from '@acolhe/shared/texts/professional-area'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  // Toasts live in a module-wide store: one test's success toast must not show in the next.
  notifications.clean()
})

describe('/profissional/perfil', () => {
  it("shows 'Atualizar Informações' only after a change, and sends only the changed fields", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ professional: { ...professional, first_name: 'Mariana' } }))
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<ProfilePage professional={professional} clinics={[]} />, '/profissional/perfil')
    expect(screen.queryByRole('button', { name: 'Atualizar Informações' })).not.toBeInTheDocument()
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true)

    const name = screen.getByLabelText(/^Nome/)
    await userEvent.clear(name)
    await userEvent.type(name, 'Mariana')
    await userEvent.click(await screen.findByRole('button', { name: 'Atualizar Informações' }))

    expect(await screen.findByText('Profissional atualizado com sucesso!')).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(`/api/professional-private/${professional.id}`)
    expect(init?.method).toBe('PATCH')
    expect(JSON.parse(String(init?.body))).toEqual({ first_name: 'Mariana' })
    expect(screen.queryByRole('button', { name: 'Atualizar Informações' })).not.toBeInTheDocument()
  })

  it('tells the professional when a changed credential sends the profile back for authorization', async () => {
    const notice = professionalApiTexts.credentialsChangedNotice
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ professional: { ...professional, document_state: 'RJ', authorized: false }, notice })))
    renderWithRouter(<ProfilePage professional={professional} clinics={[]} />, '/profissional/perfil')

    await userEvent.click(screen.getByRole('textbox', { name: /^Nome/ }))
    await userEvent.type(screen.getByLabelText(/^Nome/), 'a')
    await userEvent.click(await screen.findByRole('button', { name: 'Atualizar Informações' }))

    expect(await screen.findByText(notice)).toBeInTheDocument()
    expect(screen.queryByText('Profissional atualizado com sucesso!')).not.toBeInTheDocument()
  })

  it('offers the returns switch to psychiatrists only', () => {
    renderWithRouter(<ProfilePage professional={professional} clinics={[]} />, '/profissional/perfil')
    expect(screen.queryByRole('switch', { name: /Permitir retornos/ })).not.toBeInTheDocument()
    cleanup()
    renderWithRouter(<ProfilePage professional={{ ...professional, professional_type: 'PSYCHIATRIST', rqe: '1234' }} clinics={[]} />, '/profissional/perfil')
    expect(screen.getByRole('switch', { name: /Permitir retornos/ })).toBeInTheDocument()
  })
})
