import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { matchRoutes } from 'react-router'
import { renderRoutes } from '../test/render'
import { routes } from './router'

// The full route table (docs/product/screens-and-routes.md) (ids shown as :id), plus the built-in checkout page.
const SPEC_PATHS = [
  '/',
  '/recuperar-senha',
  '/recuperar-senha/codigo',
  '/recuperar-senha/recuperar',
  '/oauth-callback',
  '/agendamento',
  '/politica-de-privacidade',
  '/termos-de-uso',
  '/termos-de-uso-do-profissional',
  '/acessibilidade',
  '/operadores',
  '/pagamento/local/abc',
  '/pagamento/pix/abc',
  '/cadastro',
  '/cadastro/info',
  '/cadastro/info-complemento',
  '/login',
  '/home',
  '/consulta',
  '/perfil',
  '/prontuarios',
  '/sala/1',
  '/profissional/cadastro',
  '/profissional/cadastro/info-pessoal',
  '/profissional/cadastro/info-documentacao',
  '/profissional/cadastro/info-contato',
  '/profissional/cadastro/info-modalidade',
  '/profissional/login',
  '/profissional/autorizacao',
  '/profissional/home',
  '/profissional/calendario',
  '/profissional/calendario/disponibilidade/criar',
  '/profissional/calendario/disponibilidade/guia',
  '/profissional/calendario/indisponibilidade/criar',
  '/profissional/perfil',
  '/profissional/prontuarios',
  '/profissional/prontuarios/1',
  '/profissional/sala/1',
  '/admin/login',
  '/admin/dashboard',
  '/admin/profissionais',
  '/admin/profissionais/editar/1',
  '/admin/clinicas',
  '/admin/clinicas/criar',
  '/admin/clinicas/editar/1',
  '/admin/pacientes',
  '/admin/pacientes/editar/1',
  '/admin/consultas',
  '/admin/consultas/agendar',
  '/admin/faq',
  '/admin/faq/criar',
  '/admin/busca',
]

afterEach(cleanup)

describe('route table', () => {
  it.each(SPEC_PATHS)('has a screen for %s', (path) => {
    const matches = matchRoutes(routes, path)
    expect(matches).not.toBeNull()
    expect(matches?.at(-1)?.route.path).not.toBe('*')
  })

  it('renders a public screen of the table at its path', async () => {
    renderRoutes(routes, '/termos-de-uso')
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de uso' })).toBeInTheDocument()
  })

  it('answers an unknown address with "Página não encontrada"', async () => {
    renderRoutes(routes, '/nao-existe')
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument()
  })
})
