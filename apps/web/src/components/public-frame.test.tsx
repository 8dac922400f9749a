import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { jsonResponse, renderWithRouter } from '../test/render'
import { patient } from '../test/people'
import { PublicFrame } from './public-frame'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the public pages’ header', () => {
  it("offers 'Entrar' to a visitor", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ message: 'Sessão expirada' }, 401))
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<PublicFrame>conteúdo</PublicFrame>)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login')
    expect(screen.queryByRole('link', { name: 'Minhas consultas' })).not.toBeInTheDocument()
  })

  it('leads a logged-in patient to their consultations instead of asking them to log in', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ user: patient })))
    renderWithRouter(<PublicFrame>conteúdo</PublicFrame>)
    expect((await screen.findByRole('link', { name: 'Minhas consultas' })).getAttribute('href')).toBe('/home')
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument()
  })
})
