import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { findOpenOption } from '../../../test/open-option'
import { AvailabilityCreatePage } from './availability-create-page'

const PATH = '/profissional/calendario/disponibilidade/criar'
const renderPage = () => renderWithRouter(<AvailabilityCreatePage calendarTo="/profissional/calendario" guideTo={`${PATH}/guia`} />, PATH)

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }))
  await userEvent.click(await findOpenOption(option))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/profissional/calendario/disponibilidade/criar', () => {
  it('enables the button only once weekday, start and end are chosen, posts the slot and resets the form', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ id: '0b5e3a52-8f7e-4f43-9d0e-1c2b3a4d5e6f', week_day: 1, start_time: '0800', end_time: '1200' }, 201),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderPage()
    const submit = screen.getByRole('button', { name: 'Criar horário' })
    expect(submit).toHaveProperty('disabled', true)
    await pick('Dia da semana', 'Segunda')
    await pick('Início', '08:00')
    expect(submit).toHaveProperty('disabled', true)
    await pick('Fim', '12:00')
    expect(submit).toHaveProperty('disabled', false)

    await userEvent.click(submit)
    expect(await screen.findByText('Horário criado com sucesso!')).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/available-dates')
    expect(JSON.parse(String(init?.body))).toEqual({ week_day: 1, start_time: '0800', end_time: '1200' })
    expect((screen.getByLabelText(/^Dia da semana/, { selector: 'input' }) as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('button', { name: 'Criar horário' })).toHaveProperty('disabled', true)
  })

  it("shows the server's refusal (an overlap) as the toast", async () => {
    const overlap = 'Este horário se sobrepõe a outro horário de Segunda (08:00 - 12:00).'
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: overlap }, 409)))
    renderPage()
    await pick('Dia da semana', 'Segunda')
    await pick('Início', '09:00')
    await pick('Fim', '10:00')
    await userEvent.click(screen.getByRole('button', { name: 'Criar horário' }))
    expect(await screen.findByText(overlap)).toBeInTheDocument()
  })

  it("refuses a start after the end with the guide's message, without calling the server", async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderPage()
    await pick('Dia da semana', 'Terça')
    await pick('Início', '15:00')
    await pick('Fim', '10:00')
    await userEvent.click(screen.getByRole('button', { name: 'Criar horário' }))
    expect(await screen.findByText('O início deve ser antes do fim')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
