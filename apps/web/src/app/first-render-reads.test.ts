import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { mySeriesQueryOptions } from '../features/series/api/list-my-series'
import { encodeWizardState } from '../features/booking/lib/wizard-state'
import { professionalQueryOptions } from '../features/booking/api/get-professional'
import { startFirstRequests } from '../first-requests'
import { openTimesQueryOptions } from '../lib/open-times-api'
import { loggedInPatientQueryOptions } from '../lib/patient-api/get-me'
import { FIRST_READS_WAIT_MS, readFirstScreen } from './first-render-reads'
import { loadMatchedRoutes } from './load-matched-routes'
import { routes } from './router'

// Decision 110: a first screen the app renders gets, before its first render, the answers the entry
// asked for (first-requests.ts), through the queries its components use; its first render then draws the
// screen complete instead of loaders that each answer re-rendered synchronously.

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
const professional = '3f2b8c1e-9a4d-4c6b-8e2f-0123456789ab'
const stepTwo = `?d=${encodeWizardState({ step: 2, professionalType: 'PSYCHOLOGIST', professionalId: professional })}`

/** Every address fetched, once each call; an answer that fits every reader well enough (an empty page). */
function countFetches(): string[] {
  const asked: string[] = []
  vi.stubGlobal('fetch', (address: string) => {
    asked.push(address)
    return Promise.resolve(json({ data: [], total: 0 }))
  })
  return asked
}

afterEach(() => {
  vi.unstubAllGlobals()
  globalThis.acolheFirstRequests = undefined
})

describe('the first screen read before its first render', () => {
  it.each([
    ['/home', ''],
    ['/profissional/home', ''],
    ['/admin/dashboard', ''],
    ['/agendamento', stepTwo],
  ])('%s takes every answer the entry asked for, and asks for nothing more', async (pathname, search) => {
    const asked = countFetches()
    startFirstRequests({ pathname, search })
    const started = [...asked]
    expect(started.length).toBeGreaterThan(0)
    const client = new QueryClient()
    await readFirstScreen(client, await loadMatchedRoutes(structuredRoutes(), pathname), search)
    expect(globalThis.acolheFirstRequests?.size).toBe(0)
    expect(asked).toEqual(started)
    // One query per answer, settled: the first render finds each in the cache.
    const queries = client.getQueryCache().getAll()
    expect(queries).toHaveLength(started.length)
    expect(queries.filter((query) => query.state.status === 'pending')).toEqual([])
  })

  it('renders anyway once the bound has passed when a first read hangs (a stalled API never leaves the spinner up)', async () => {
    vi.useFakeTimers()
    try {
      vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined))
      startFirstRequests({ pathname: '/home', search: '' })
      const modules = await loadMatchedRoutes(structuredRoutes(), '/home')
      let rendered = false
      const reading = readFirstScreen(new QueryClient(), modules, '').then(() => {
        rendered = true
      })
      await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS - 1)
      expect(rendered).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await reading
      expect(rendered).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('finds the first reads in a copy of a route table whose modules were loaded before', async () => {
    const loaded = structuredRoutes()
    await loadMatchedRoutes(loaded, '/home')
    const modules = await loadMatchedRoutes(structuredRoutes(loaded), '/home')
    expect(modules.filter((module) => typeof module === 'object' && module !== null && 'firstReads' in module)).toHaveLength(2)
  })

  it('reads nothing when the entry asked for nothing (a screen reached later, or another page)', async () => {
    const asked = countFetches()
    const client = new QueryClient()
    await readFirstScreen(client, await loadMatchedRoutes(structuredRoutes(), '/home'), '')
    expect(asked).toEqual([])
    expect(client.getQueryCache().getAll()).toEqual([])
  })

  it('counts what it read as fresh for the first render only: a component mounting then does not ask again', async () => {
    const asked = countFetches()
    startFirstRequests({ pathname: '/home', search: '' })
    const client = new QueryClient()
    const committed = await readFirstScreen(client, await loadMatchedRoutes(structuredRoutes(), '/home'), '')
    const before = asked.length
    // The series' staleTime is 0: any mount after its answer would read it again.
    const first = new QueryObserver(client, mySeriesQueryOptions()).subscribe(() => undefined)
    expect(asked.length).toBe(before)
    first()
    committed()
    const later = new QueryObserver(client, mySeriesQueryOptions()).subscribe(() => undefined)
    expect(asked.slice(before)).toEqual(['/api/session-series/me'])
    later()
  })

  it.each([
    ['asks again for what it read once committed, when the answers came with a page the server rendered (decision 116)', true],
    ['does not ask again once committed for answers the entry has just asked for', false],
  ])('%s', async (_, refreshAfterCommit) => {
    const asked = stubStepTwoAnswers()
    startFirstRequests({ pathname: '/agendamento', search: stepTwo })
    const started = [...asked]
    const client = new QueryClient()
    const committed = await readFirstScreen(client, await loadMatchedRoutes(structuredRoutes(), '/agendamento'), stepTwo, { refreshAfterCommit })
    // The screen's components, mounted by the first render, observe its reads; they ask for nothing yet.
    const mounted = [
      new QueryObserver(client, loggedInPatientQueryOptions()).subscribe(() => undefined),
      new QueryObserver(client, professionalQueryOptions(professional)).subscribe(() => undefined),
      new QueryObserver(client, openTimesQueryOptions(professional)).subscribe(() => undefined),
    ]
    expect(asked).toEqual(started)
    committed()
    if (refreshAfterCommit) await vi.waitFor(() => expect([...asked.slice(started.length)].sort()).toEqual([...started].sort()))
    else {
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(asked).toEqual(started)
    }
    mounted.forEach((unmount) => unmount())
  })
})

/** Every address fetched; answers each of step 2's readers takes as a success (a visitor: 401), so none is asked again for failing. */
function stubStepTwoAnswers(): string[] {
  const asked: string[] = []
  vi.stubGlobal('fetch', (address: string) => {
    asked.push(address)
    if (address === '/api/user/me') return Promise.resolve(new Response(JSON.stringify({ message: 'Não autenticado.' }), { status: 401 }))
    if (address.startsWith('/api/public/available-dates/')) return Promise.resolve(json({ professionalAvailability: { in_person_available: false, price: null, series_options: [], availability: [] } }))
    return Promise.resolve(json({ id: professional }))
  })
  return asked
}

/** The route table, copied: loadMatchedRoutes replaces each matched `lazy` by what it loaded. */
function structuredRoutes(table: RouteObject[] = routes) {
  const copy = (list: RouteObject[]): RouteObject[] => list.map((route) => (route.index ? { ...route } : { ...route, children: route.children && copy(route.children) }))
  return copy(table)
}
