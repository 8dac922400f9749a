import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, buildApiUrl, errorMessage, setAuthFailureHandler } from './api-client'
import { isHourRefusal } from './hour-refusal'

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

afterEach(() => {
  vi.unstubAllGlobals()
  setAuthFailureHandler(null)
})

describe('api client', () => {
  it('calls /api with cookie credentials and leaves out empty or null query values', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({ data: [] }))
    vi.stubGlobal('fetch', fetchMock)

    await api.get('/session/me', { page: 1, status: '', date_a: null, date_b: undefined, isMe: true })

    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/session/me?page=1&isMe=true')
    expect(init?.credentials).toBe('include')
    expect(buildApiUrl('/questions')).toBe('/api/questions')
  })

  it('sends and reads JSON', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({ user: { id: '1' } }))
    vi.stubGlobal('fetch', fetchMock)

    const answer = await api.post('/user/login', { email: 'a@b.com', password: 'x' })

    expect(answer).toEqual({ user: { id: '1' } })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.com', password: 'x' })
  })

  it('answers undefined for 204 No Content', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })))
    await expect(api.delete('/user/logout')).resolves.toBeUndefined()
  })

  it("throws an ApiError with the status, the server's message and its code", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'Consulta não encontrada.', code: 'NOT_FOUND' }, 404)))
    const error = await api.get('/session/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).code).toBe('NOT_FOUND')
    expect((error as ApiError).serverMessage).toBe('Consulta não encontrada.')
    expect(errorMessage(error, 'Erro')).toBe('Consulta não encontrada.')
  })

  it('reads an hour refusal from the code, whatever the sentence says', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'Qualquer frase.', code: 'HOUR_NOT_OFFERED' }, 422)))
    expect(isHourRefusal(await api.post('/session').catch((e: unknown) => e))).toBe(true)
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'Este horário não está disponível. Escolha outro horário.', code: 'UNPAID_LIMIT' }, 422)))
    expect(isHourRefusal(await api.post('/session').catch((e: unknown) => e))).toBe(false)
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'Sem código.' }, 409)))
    expect(isHourRefusal(await api.post('/session').catch((e: unknown) => e))).toBe(false)
  })

  it('falls back to the screen text when the answer has no message or the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 502 })))
    expect(errorMessage(await api.get('/x').catch((e: unknown) => e), 'Erro no login do usuário')).toBe('Erro no login do usuário')

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    const offline = await api.get('/x').catch((e: unknown) => e)
    expect((offline as ApiError).status).toBe(0)
    expect(errorMessage(offline, 'Erro no login do usuário')).toBe('Erro no login do usuário')
  })

  it('reports 401 and 403 to the auth-failure handler, and nothing else', async () => {
    const handler = vi.fn()
    setAuthFailureHandler(handler)
    for (const status of [401, 403, 404, 409]) {
      vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'x' }, status)))
      await api.get('/user/me').catch(() => undefined)
    }
    expect(handler.mock.calls).toEqual([[401], [403]])
  })
})
