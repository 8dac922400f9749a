import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, downloadFile, setAuthFailureHandler, uploadForm } from './api-client'

// The client's form upload and file download: one place for what seven raw fetch calls each wrote —
// credentials, the refusal's message and code, the file's name — and, as before, a 401 left to the screen.

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

afterEach(() => {
  vi.unstubAllGlobals()
  setAuthFailureHandler(null)
})

describe('uploadForm and downloadFile', () => {
  it('posts the form with credentials and answers the JSON body', async () => {
    const fetchMock = vi.fn(async () => json({ user: { id: 'u1' } }, 200))
    vi.stubGlobal('fetch', fetchMock)
    const form = new FormData()
    form.append('photo', new Blob(['x'], { type: 'image/png' }), 'a.png')
    expect(await uploadForm('/user/u1/photo', form)).toEqual({ user: { id: 'u1' } })
    expect(fetchMock).toHaveBeenCalledWith('/api/user/u1/photo', { credentials: 'include', method: 'POST', body: form })
  })

  it("turns a refusal into an ApiError with the server's message and code, without the app-wide login rule", async () => {
    const onAuthFailure = vi.fn()
    setAuthFailureHandler(onAuthFailure)
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'A imagem deve ter no máximo 2 MB.', code: 'VALIDATION' }, 413)))
    const refused = await uploadForm('/user/u1/photo', new FormData()).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ status: 413, serverMessage: 'A imagem deve ter no máximo 2 MB.' })
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'Você precisa entrar na sua conta para continuar.' }, 401)))
    await expect(downloadFile('/session/export', {}, 'consultas.csv')).rejects.toMatchObject({ status: 401 })
    expect(onAuthFailure).not.toHaveBeenCalled()
  })

  it("downloads with the query, naming the file as the server does or by the fallback; a network failure is status 0", async () => {
    const fetchMock = vi.fn(async () => new Response('a;b\n', { status: 200, headers: { 'content-disposition': 'attachment; filename="consultas-2026-12.csv"' } }))
    vi.stubGlobal('fetch', fetchMock)
    const file = await downloadFile('/session/export', { date_a: '2026-12-01', date_b: '' }, 'consultas.csv')
    expect(file.fileName).toBe('consultas-2026-12.csv')
    expect(await file.blob.text()).toBe('a;b\n')
    expect(fetchMock).toHaveBeenCalledWith('/api/session/export?date_a=2026-12-01', { credentials: 'include' })
    vi.stubGlobal('fetch', vi.fn(async () => new Response('x', { status: 200 })))
    expect((await downloadFile('/x', {}, 'recibos.csv')).fileName).toBe('recibos.csv')
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))))
    await expect(downloadFile('/x', {}, 'recibos.csv')).rejects.toMatchObject({ status: 0 })
  })
})
