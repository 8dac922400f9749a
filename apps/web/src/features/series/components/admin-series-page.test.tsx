import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SeriesDto } from '@acolhe/shared/api/series'
import { pixOffered } from '../../../test/pix-automatico'
import { jsonResponse, renderRoutes } from '../../../test/render'
import { AdminSeriesPage } from './admin-series-page'

const running: SeriesDto = {
  id: '5b1f0a52-3c1e-4a43-9f0e-6d2b8c1a7e01',
  status: 'ACTIVE',
  professional: { id: '7a2c9e10-4b5d-4e6f-8a9b-0c1d2e3f4a5b', first_name: 'Carla', last_name: 'Mendes' },
  patient: { id: '8b3d0f21-5c6e-4f70-9b0c-1d2e3f4a5b6c', first_name: 'Juliana', last_name: 'Souza' },
  is_online: true,
  week_day: 3,
  time: '19:00',
  weeks: 8,
  time_zone: 'America/Sao_Paulo',
  next_occurrence: '2026-12-02T22:00:00.000Z',
  booked_ahead: 7,
  occurrences: [{ session_id: '9c4e1a32-6d7f-4a81-8c1d-2e3f4a5b6c7d', starts_at: '2026-12-02T22:00:00.000Z', status: 'CREATED', payment: 'WAITING', pay_by: '2026-11-30T22:00:00.000Z', cancel: true }],
  skipped: [],
  ended_at: null,
  paused_at: null,
  actions: { move: true, end: true, pause: true, resume: false },
}
const paused: SeriesDto = {
  ...running,
  id: '6c2a1b63-4d2f-4b54-8a1f-7e3c9d2b8f12',
  status: 'PAUSED',
  patient: { id: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a', first_name: 'Pedro', last_name: 'Alves' },
  weeks: null,
  next_occurrence: null,
  occurrences: [],
  paused_at: '2026-11-20T12:00:00.000Z',
  actions: { move: false, end: true, pause: false, resume: true },
}
const ended: SeriesDto = {
  ...paused,
  id: '7d3b2c74-5e30-4c65-9b20-8f4d0e3c9a23',
  status: 'ENDED',
  patient: { id: '1e0d9c8b-7a6f-4e5d-9c3b-2a1f0e9d8c7b', first_name: 'Rita', last_name: 'Lima' },
  ended_at: '2026-11-21T12:00:00.000Z',
  actions: { move: false, end: false, pause: false, resume: false },
}

type Answer = (url: string, init?: RequestInit) => Response | null

function serve(extra?: Answer) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = extra?.(url, init)
    if (answer) return answer
    // A series' Pix Automático (read by its weeks): none set up here.
    if (url.includes('/pix-automatico')) return jsonResponse(pixOffered())
    return jsonResponse({ data: [running, paused, ended], total: 3 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const renderPage = (path = '/admin/horarios-fixos') => renderRoutes([{ path: '/admin/horarios-fixos', element: <AdminSeriesPage /> }], path)
const rowOf = async (name: string) => (await screen.findAllByTestId('admin-series-row')).find((row) => row.textContent?.includes(name)) ?? null
const buttonNames = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.getAttribute('aria-label')?.replace(/ do horário fixo de .*| o horário fixo de .*/, ''))

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {}
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('/admin/horarios-fixos', () => {
  it('lists the series from the server with the filters of the address, each row with only the buttons its actions allow', async () => {
    const fetchMock = serve()
    renderPage('/admin/horarios-fixos?status=ACTIVE&search=ju')
    const first = await rowOf('Juliana Souza')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/session-series?status=ACTIVE&search=ju&page=1')
    if (!first) throw new Error('no row for Juliana')
    const text = first.textContent ?? ''
    for (const expected of ['Carla Mendes', 'Toda quarta-feira às 19:00', '8 semanas', 'Ativo']) expect(text).toContain(expected)
    expect(buttonNames(first)).toEqual(['Ver semanas', 'Pausar', 'Encerrar'])

    const second = await rowOf('Pedro Alves')
    if (!second) throw new Error('no row for Pedro')
    expect(second.textContent).toContain('Sem data para terminar')
    expect(second.textContent).toContain('Nenhuma reservada')
    expect(within(second).getByTestId('series-status').textContent).toBe('Pausado')
    expect(buttonNames(second)).toEqual(['Ver semanas', 'Retomar', 'Encerrar'])

    const third = await rowOf('Rita Lima')
    if (!third) throw new Error('no row for Rita')
    expect(buttonNames(third)).toEqual(['Ver semanas'])
    expect(within(screen.getByRole('list', { name: 'Filtros aplicados' })).getByText('Situação: Ativo')).toBeInTheDocument()
  })

  it("'Pausar' asks the server to pause that series", async () => {
    const fetchMock = serve((url, init) => (init?.method === 'PATCH' ? jsonResponse({ ...running, status: 'PAUSED', actions: paused.actions }) : null))
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Pausar o horário fixo de Juliana Souza' }))
    expect(await screen.findByText('Horário fixo pausado.')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(call?.[0]).toBe(`/api/session-series/${running.id}/status`)
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ status: 'PAUSED' })
  })

  it("'Encerrar' says what ending cancels and ends the series only once confirmed", async () => {
    const fetchMock = serve((url, init) => (init?.method === 'POST' ? jsonResponse({ ...paused, status: 'ENDED', actions: ended.actions }) : null))
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar o horário fixo de Pedro Alves' }))
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar horário fixo' })
    expect(dialog.textContent).toContain('As consultas futuras serão canceladas')
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar horário fixo' }))
    expect(await screen.findByText('Horário fixo encerrado.')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(call?.[0]).toBe(`/api/session-series/${paused.id}/end`)
  })

  it("'Ver semanas' opens the series' weeks ahead", async () => {
    serve()
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Ver semanas do horário fixo de Juliana Souza' }))
    const dialog = await screen.findByRole('dialog', { name: 'Gerenciar horário fixo' })
    expect(within(dialog).getAllByTestId('series-week')).toHaveLength(1)
  })

  it('says so when no series matches', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: [], total: 0 })))
    renderPage('/admin/horarios-fixos?search=ninguem')
    expect(await screen.findByText('Nenhum horário fixo encontrado.')).toBeInTheDocument()
  })
})
