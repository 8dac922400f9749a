import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './query-client'
import { handleAuthFailure } from './auth-failure'
import { personQueryKeys } from './person-query-keys'

function clientWith(entries: [readonly unknown[], unknown][]) {
  const queryClient = createQueryClient()
  for (const [key, value] of entries) queryClient.setQueryData(key, value)
  return queryClient
}

describe('the 401/403 rule', () => {
  it('sends a patient to /login and forgets every cached person', () => {
    const queryClient = clientWith([[personQueryKeys.patient, { id: 'p' }]])
    const navigate = vi.fn()
    expect(handleAuthFailure({ pathname: '/home', queryClient, navigate })).toBe('/login')
    expect(navigate).toHaveBeenCalledWith('/login')
    expect(queryClient.getQueryData(personQueryKeys.patient)).toBeUndefined()
  })

  it('sends a logged-in professional to /profissional/login wherever the call was made', () => {
    const queryClient = clientWith([[personQueryKeys.professional, { id: 'pro' }]])
    const navigate = vi.fn()
    expect(handleAuthFailure({ pathname: '/agendamento', queryClient, navigate })).toBe('/profissional/login')
    expect(queryClient.getQueryData(personQueryKeys.professional)).toBeUndefined()
  })

  it('sends the admin area to /admin/login and the professional area to /profissional/login', () => {
    const navigate = vi.fn()
    expect(handleAuthFailure({ pathname: '/admin/pacientes', queryClient: createQueryClient(), navigate })).toBe('/admin/login')
    expect(handleAuthFailure({ pathname: '/profissional/calendario', queryClient: createQueryClient(), navigate })).toBe(
      '/profissional/login',
    )
  })

  it('does nothing on a login page (a refused login is shown there, not redirected)', () => {
    const queryClient = clientWith([[personQueryKeys.admin, { id: 'a' }]])
    const navigate = vi.fn()
    for (const pathname of ['/login', '/profissional/login', '/admin/login/']) {
      expect(handleAuthFailure({ pathname, queryClient, navigate })).toBeNull()
    }
    expect(navigate).not.toHaveBeenCalled()
    expect(queryClient.getQueryData(personQueryKeys.admin)).toEqual({ id: 'a' })
  })

  it('leaves the sign-up pages to send a visitor without a session back to /cadastro themselves', () => {
    const navigate = vi.fn()
    expect(handleAuthFailure({ pathname: '/cadastro/info-complemento', queryClient: createQueryClient(), navigate })).toBeNull()
    expect(handleAuthFailure({ pathname: '/cadastro/info', queryClient: createQueryClient(), navigate })).toBe('/login')
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})
