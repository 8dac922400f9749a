import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/render'
import { reorderPage, StaleOrderError } from './reorder-questions'

const item = (id: string) => ({ id, question: `Pergunta ${id}`, answer: 'Uma resposta longa.', priority: 5, position: 0, views: 0 })
const ids = ['a', 'b', 'c', 'd', 'e', 'f', '1', '2', '3'].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`)

afterEach(() => vi.unstubAllGlobals())

describe('reorderPage', () => {
  it('puts the dragged page in place inside the whole order and sends every id once', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (url.startsWith('/api/questions?') ? jsonResponse({ data: ids.map(item), total: ids.length }) : new Response(null, { status: 204 })))
    vi.stubGlobal('fetch', fetchMock)
    // Page 2 of 7 holds the last two; the admin swaps them.
    await reorderPage({ offset: 7, before: [ids[7] ?? '', ids[8] ?? ''], after: [ids[8] ?? '', ids[7] ?? ''] })
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(patch?.[0]).toBe('/api/questions/order')
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ ids: [...ids.slice(0, 7), ids[8], ids[7]] })
  })

  it('refuses when the page changed on the server since it was shown', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: ids.map(item), total: ids.length }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(reorderPage({ offset: 0, before: [ids[1] ?? '', ids[0] ?? ''], after: [ids[0] ?? '', ids[1] ?? ''] })).rejects.toBeInstanceOf(StaleOrderError)
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false)
  })
})
