import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { patient } from '../../../test/people'
import { ProfilePage } from './profile-page'

// Only Date is faked (to 23/11/2026, 09:00 in Brasília), so the age rule never depends on the day the
// tests run while the form's own timers keep working.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z'))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement

describe("/perfil 'Meus dados': the birthday is an adult's, in the past", () => {
  it.each([
    ['01012015', 'Você precisa ter 18 anos ou mais para usar a Acolhe.'],
    ['24112008', 'Você precisa ter 18 anos ou mais para usar a Acolhe.'],
    ['01012028', 'Data de nascimento inválida.'],
  ])('refuses %s with its message and sends nothing', async (typed, message) => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (url === '/api/user/me/balance' ? jsonResponse({ balance_cents: 0, entries: [] }) : jsonResponse({ user: patient })))
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<ProfilePage patient={patient} />, '/perfil')

    await userEvent.clear(field(/^Data de nascimento/))
    await userEvent.type(field(/^Data de nascimento/), typed)
    await userEvent.click(await screen.findByRole('button', { name: 'Atualizar Informações' }))

    const form = screen.getByRole('button', { name: 'Atualizar Informações' }).closest('form') as HTMLFormElement
    expect((await within(form).findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([message])
    expect(fetchMock.mock.calls.filter(([url]) => url === `/api/user/${patient.id}`)).toHaveLength(0)
  })
})
