import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, setAuthFailureHandler, uploadForm } from './api-client'
import { isAppsAuthFailure, isAuthFailureStatus, pageOwnsAuthFailure } from './auth-failure-rule'
import { isAuthError } from './is-auth-error'

const refusal = (status: number) => new Response(JSON.stringify({ message: 'Não autenticado.' }), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  setAuthFailureHandler(null)
  vi.unstubAllGlobals()
})

describe("'is this 401 the caller's?': one rule", () => {
  it('counts 401 and 403 as auth failures, and the app owns them unless the call says otherwise', () => {
    expect([200, 400, 401, 403, 404, 409, 500].filter(isAuthFailureStatus)).toEqual([401, 403])
    expect(isAppsAuthFailure(401, 'app')).toBe(true)
    expect(isAppsAuthFailure(403, 'app')).toBe(true)
    expect(isAppsAuthFailure(401, 'caller')).toBe(false)
    expect(isAppsAuthFailure(404, 'app')).toBe(false)
  })

  it('lets the login and sign-up pages own theirs, with or without a trailing slash, and no other page', () => {
    for (const page of ['/login', '/profissional/login/', '/admin/login', '/cadastro', '/cadastro/info-complemento/']) expect(pageOwnsAuthFailure(page)).toBe(true)
    for (const page of ['/', '/home', '/cadastro/info', '/agendamento', '/admin/pacientes']) expect(pageOwnsAuthFailure(page)).toBe(false)
  })

  it("leaves a call's own 401/403 to the caller, who tells it with isAuthError; an ordinary call's goes to the app", async () => {
    const handler = vi.fn()
    setAuthFailureHandler(handler)
    vi.stubGlobal('fetch', vi.fn(async () => refusal(401)))

    const own = await apiRequest('/user/me', { authFailure: 'caller' }).catch((error: unknown) => error)
    expect(isAuthError(own)).toBe(true)
    expect(handler).not.toHaveBeenCalled()

    const upload = await uploadForm('/user/u1/photo', new FormData()).catch((error: unknown) => error)
    expect(isAuthError(upload)).toBe(true)
    expect(handler).not.toHaveBeenCalled()

    await apiRequest('/user/me').catch(() => undefined)
    expect(handler.mock.calls).toEqual([[401]])
  })
})
