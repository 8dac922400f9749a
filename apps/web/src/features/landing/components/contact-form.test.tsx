import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { ContactForm } from './contact-form'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const fill = async (message: string) => {
  await userEvent.type(screen.getByLabelText(/^Seu nome/), 'Lívia Prado')
  await userEvent.type(screen.getByLabelText(/^Seu email/), 'livia@exemplo.com')
  await userEvent.type(screen.getByLabelText(/^Mensagem/), message)
  await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }))
}

describe("'Fale conosco'", () => {
  it('checks the message before sending, then posts it and says it was sent', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ id: '11111111-1111-4111-8111-111111111111' }, 201))
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<ContactForm />)
    await fill('curta')
    expect(await screen.findByText('Escreva sua mensagem (mínimo 10 caracteres)')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText(/^Mensagem/), ' demais, agora sim')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }))
    expect(await screen.findByText('Mensagem enviada! Responderemos no seu email em breve.')).toBeInTheDocument()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/support/messages')
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ name: 'Lívia Prado', email: 'livia@exemplo.com', message: 'curta demais, agora sim' })
  })

  it('shows the server’s refusal (e.g. too many messages)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Muitas tentativas. Aguarde um minuto e tente novamente.' }, 429)))
    renderWithRouter(<ContactForm />)
    await fill('Preciso de ajuda com meu pagamento.')
    expect((await screen.findByRole('alert')).textContent).toBe('Muitas tentativas. Aguarde um minuto e tente novamente.')
  })
})
