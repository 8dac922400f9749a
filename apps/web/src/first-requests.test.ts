import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import { getIndicators } from './features/admin-dashboard/api/get-indicators'
import { getProfessional } from './features/booking/api/get-professional'
import { encodeWizardState } from './features/booking/lib/wizard-state'
import { getCurrentAdmin } from './features/admin-auth/api/get-me'
import { getCurrentProfessional } from './features/professional-auth/api/get-me'
import { getOnboarding } from './features/professional-home/api/get-onboarding'
import { listMySeries } from './features/series/api/list-my-series'
import { questionnaireAlertsQueryOptions } from './features/questionnaires/api/list-alerts'
import { questionnaireMarksQueryOptions } from './features/questionnaires/api/list-marks'
import { openQuestionnairesQueryOptions } from './features/questionnaires/api/list-open'
import { myWaitlistQueryOptions } from './features/waitlist/api/list-my-waitlist'
import { apiRequest } from './lib/api-client'
import { currentPatientQueryOptions } from './lib/patient-api/get-me'
import { listMySessions } from './lib/session-api/list-my-sessions'
import { getOpenTimes } from './lib/open-times-api'
import { firstRequestsOf, startFirstRequests, takeEmbeddedAnswers } from './first-requests'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The addresses `reads` request through the API client (their answers are not looked at). */
async function addressesOf(reads: (() => unknown)[]): Promise<string[]> {
  const asked: string[] = []
  vi.stubGlobal('fetch', (address: string) => {
    asked.push(address)
    return Promise.resolve(json({}))
  })
  for (const read of reads) await Promise.resolve(read()).catch(() => undefined)
  vi.unstubAllGlobals()
  return asked
}

const firstPage = { statistic: true, limit: PAGE_SIZES.consultations, page: 1, tab: 'today' as const }

afterEach(() => {
  vi.unstubAllGlobals()
  globalThis.acolheFirstRequests = undefined
})

describe('the first reads the entry starts', () => {
  it('are the addresses the patient home asks for', async () => {
    const context = { signal: new AbortController().signal } as never
    const screen = await addressesOf([
      () => currentPatientQueryOptions().queryFn!(context),
      () => listMySeries(),
      () => myWaitlistQueryOptions().queryFn!(context),
      () => openQuestionnairesQueryOptions().queryFn!(context),
      () => listMySessions(firstPage),
    ])
    expect(firstRequestsOf('/home', '')).toEqual(screen)
  })

  it('are the addresses the professional home asks for', async () => {
    const context = { signal: new AbortController().signal } as never
    const screen = await addressesOf([
      () => getCurrentProfessional(),
      () => getOnboarding(),
      () => listMySeries(),
      () => questionnaireAlertsQueryOptions().queryFn!(context),
      () => questionnaireMarksQueryOptions().queryFn!(context),
      () => listMySessions(firstPage),
    ])
    expect(firstRequestsOf('/profissional/home', '')).toEqual(screen)
  })

  it('are the addresses the admin dashboard asks for', async () => {
    expect(firstRequestsOf('/admin/dashboard', '')).toEqual(await addressesOf([() => getCurrentAdmin(), () => getIndicators()]))
  })

  it('are the addresses booking step 2 asks for, read from the wizard\'s own address', async () => {
    const id = '3f2b8c1e-9a4d-4c6b-8e2f-0123456789ab'
    const context = { signal: new AbortController().signal } as never
    const screen = await addressesOf([() => currentPatientQueryOptions().queryFn!(context), () => getProfessional(id), () => getOpenTimes(id)])
    const search = `?d=${encodeWizardState({ step: 2, professionalType: 'PSYCHOLOGIST', professionalId: id })}`
    expect(firstRequestsOf('/agendamento', search)).toEqual(screen)
  })

  it('are none for booking steps other than 2, nor for a malformed address', () => {
    const id = '3f2b8c1e-9a4d-4c6b-8e2f-0123456789ab'
    for (const step of [1, 3, 4]) expect(firstRequestsOf('/agendamento', `?d=${encodeWizardState({ step, professionalId: id })}`)).toEqual([])
    expect(firstRequestsOf('/agendamento', `?d=${encodeWizardState({ step: 2 })}`)).toEqual([])
    expect(firstRequestsOf('/agendamento', '?d=%%%')).toEqual([])
    expect(firstRequestsOf('/agendamento', '?d=bm90IGEgd2l6YXJk')).toEqual([])
  })

  it('leave out the list when the address names a tab or a page, and are none elsewhere', () => {
    expect(firstRequestsOf('/home', '?tab=all').some((address) => address.startsWith('/api/session/me'))).toBe(false)
    expect(firstRequestsOf('/agendamento', '')).toEqual([])
  })
})

describe('the API client and the first reads', () => {
  it('answers a GET from the response already on its way, once', async () => {
    const fetches: string[] = []
    vi.stubGlobal('fetch', (address: string) => {
      fetches.push(address)
      return Promise.resolve(json({ admin: { from: fetches.length } }))
    })
    startFirstRequests({ pathname: '/admin/dashboard', search: '' })
    expect(fetches).toEqual(['/api/admin/me', '/api/dashboard/indicators'])
    expect(await apiRequest('/admin/me')).toEqual({ admin: { from: 1 } })
    // Taken once: the next read of the same address asks the server again.
    expect(await apiRequest('/admin/me')).toEqual({ admin: { from: 3 } })
    expect(fetches).toEqual(['/api/admin/me', '/api/dashboard/indicators', '/api/admin/me'])
  })

  it('treats a refused first read like its own (status, message)', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ message: 'Sessão expirada.' }, 401)))
    startFirstRequests({ pathname: '/admin/dashboard', search: '' })
    await expect(apiRequest('/admin/me', { authFailure: 'caller' })).rejects.toMatchObject({ status: 401, serverMessage: 'Sessão expirada.' })
  })

  it('drops every response not taken at the first write', async () => {
    const fetches: string[] = []
    vi.stubGlobal('fetch', (address: string) => {
      fetches.push(address)
      return Promise.resolve(json({ n: fetches.length }))
    })
    startFirstRequests({ pathname: '/admin/dashboard', search: '' })
    await apiRequest('/admin/logout', { method: 'POST' })
    expect(await apiRequest('/dashboard/indicators')).toEqual({ n: 4 })
    expect(fetches).toEqual(['/api/admin/me', '/api/dashboard/indicators', '/api/admin/logout', '/api/dashboard/indicators'])
  })
})

describe('the answers a page rendered by the server carries (decision 116)', () => {
  const element = (text: string) => {
    const script = document.createElement('script')
    script.type = 'application/json'
    script.textContent = text
    return script
  }

  it('answer the API client as the first responses would, status and body', async () => {
    const answers = [
      { address: '/api/user/me', status: 401, body: JSON.stringify({ message: 'Não autenticado.' }) },
      { address: '/api/professional/x', status: 200, body: JSON.stringify({ first_name: 'Marina </script>' }) },
    ]
    expect(takeEmbeddedAnswers(element(JSON.stringify(answers).replace(/</g, '\\u003c')))).toBe(true)
    const fetched = vi.fn()
    vi.stubGlobal('fetch', fetched)
    expect(await apiRequest('/professional/x')).toEqual({ first_name: 'Marina </script>' })
    await expect(apiRequest('/user/me', { authFailure: 'caller' })).rejects.toMatchObject({ status: 401, serverMessage: 'Não autenticado.' })
    expect(fetched).not.toHaveBeenCalled()
  })

  it('are none when the page has no such element or it holds something else', () => {
    expect(takeEmbeddedAnswers(null)).toBe(false)
    expect(takeEmbeddedAnswers(element('not json'))).toBe(false)
    expect(takeEmbeddedAnswers(element(JSON.stringify([{ address: '/api/user/me', status: '200', body: '{}' }])))).toBe(false)
    expect(globalThis.acolheFirstRequests).toBeUndefined()
  })
})
