import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { patient, professional } from '../../../test/people'
import { Component as OAuthCallback } from './oauth-callback'

const renderAt = (search: string) => renderRoutes([{ path: '/oauth-callback', element: <OAuthCallback /> }], `/oauth-callback${search}`)
const location = () => screen.getByTestId('location').textContent

afterEach(() => {
  cleanup()
  notifications.clean()
  vi.unstubAllGlobals()
})

describe('/oauth-callback', () => {
  it('sends a complete patient to /home', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ user: patient }))
    vi.stubGlobal('fetch', fetchMock)
    renderAt('?kind=patient&status=ok')
    await waitFor(() => expect(location()).toBe('/home'))
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/me')
  })

  it('sends a new (incomplete) Google patient to step 2 of the sign-up', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ user: { ...patient, is_complete: false } })))
    renderAt('?kind=patient&status=ok')
    await waitFor(() => expect(location()).toBe('/cadastro/info-complemento?isG=true'))
  })

  it('sends a professional to their area', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ professional }))
    vi.stubGlobal('fetch', fetchMock)
    renderAt('?kind=professional&status=ok')
    await waitFor(() => expect(location()).toBe('/profissional'))
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/professional-private/me')
  })

  it('sends a failed sign-in back to the login page of its area with a message', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderAt('?kind=patient&status=error')
    await waitFor(() => expect(location()).toBe('/login'))
    expect(await screen.findByText('Não foi possível entrar com Google. Tente novamente ou use seu email e senha.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()

    cleanup()
    renderAt('?kind=professional&status=no_account')
    await waitFor(() => expect(location()).toBe('/profissional/login'))
    expect(await screen.findByText(/Não há profissional cadastrado com este email do Google/)).toBeInTheDocument()
  })
})
