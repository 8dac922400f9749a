import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { professional } from '../../../test/people'
import { AuthorizationPending } from './authorization-pending'

function renderAs(standing: { authorized: boolean; suspended: boolean }) {
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ professional: { ...professional, ...standing } })))
  renderWithRouter(<AuthorizationPending />, '/profissional/autorizacao')
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/profissional/autorizacao', () => {
  it('tells a suspended professional the access is suspended and to contact the support', async () => {
    renderAs({ authorized: false, suspended: true })
    expect(await screen.findByRole('heading', { name: 'Acesso suspenso' })).toBeInTheDocument()
    expect(await screen.findByText('Seu acesso está suspenso. Fale com o suporte da Acolhe para saber mais.')).toBeInTheDocument()
    // 'Fale com o suporte' comes with the ways to do it: the support's email and the contact form.
    expect(screen.getByRole('link', { name: 'suporte@acolhe.com.br' }).getAttribute('href')).toBe('mailto:suporte@acolhe.com.br')
    expect(screen.getByRole('link', { name: 'Escrever pelo formulário de contato' }).getAttribute('href')).toBe('/#suporte')
    expect(screen.queryByText(/Recebemos o seu cadastro/)).not.toBeInTheDocument()
  })

  it('tells a professional awaiting the first analysis that the registration is under analysis', async () => {
    renderAs({ authorized: false, suspended: false })
    expect(await screen.findByText(/Olá, /)).toBeInTheDocument()
    expect(screen.getByText(/Recebemos o seu cadastro/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Cadastro em análise' })).toBeInTheDocument()
    expect(screen.queryByText(/suspenso/)).not.toBeInTheDocument()
    expect(screen.queryByTestId('suspended-support')).not.toBeInTheDocument()
  })
})
