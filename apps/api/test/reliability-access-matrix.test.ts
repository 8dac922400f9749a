import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PENDING_PROFESSIONAL_ROUTES } from '../src/plugins/auth'
import { ACCESS_MATRIX, type Rule } from './access-matrix'
import { createTestApp, type TestApp } from './helpers/app'
import { apiRoutes, buildWorld, CALLERS, type Caller, type World } from './helpers/world'

// The access matrix (ASVS V8): every route of the running app against every kind of caller, with
// objects that belong to someone else. A route missing from the matrix fails the test.

const ALWAYS_401: Caller[] = ['anonymous', 'bannedPatient', 'inactiveAdmin']
/** Deletions, then the end of the caller's account, then logouts run after everything else. */
const lateness = (route: string) => (route === 'DELETE /api/user/me' ? 2 : /logout$/.test(route) ? 3 : route.startsWith('DELETE') ? 1 : 0)

describe('access matrix', () => {
  let app: TestApp
  let world: World
  let checks = 0

  beforeAll(async () => {
    app = await createTestApp({ now: '2026-11-23T12:00:00.000Z' })
    world = await buildWorld(app)
  }, 60_000)
  afterAll(async () => {
    console.info(`access matrix: ${Object.keys(ACCESS_MATRIX).length} routes × ${CALLERS.length} callers, ${checks} checks`)
    await app.close()
  })

  it('lets a professional awaiting authorization through only the routes listed in one place', () => {
    const routes = apiRoutes(app)
    expect([...PENDING_PROFESSIONAL_ROUTES].filter((route) => !routes.includes(route)), 'listed routes that do not exist').toEqual([])
    const allowed = Object.entries(ACCESS_MATRIX).filter(([, rule]) => 'allow' in rule && rule.allow.includes('unauthorizedProfessional'))
    expect(allowed.map(([route]) => route).filter((route) => !PENDING_PROFESSIONAL_ROUTES.has(route)), 'matrix rows letting them through elsewhere').toEqual([])
  })

  it('lists every route of the app, and only those', () => {
    const routes = apiRoutes(app)
    expect(routes.filter((route) => !(route in ACCESS_MATRIX)), 'routes missing from the access matrix').toEqual([])
    expect(Object.keys(ACCESS_MATRIX).filter((route) => !routes.includes(route)), 'matrix rows for routes that no longer exist').toEqual([])
  })

  /** What kind of account a caller's cookie opens (null: none). */
  const KIND_OF: Record<Caller, 'patient' | 'professional' | 'admin' | null> = {
    anonymous: null,
    patient: 'patient',
    otherPatient: 'patient',
    bannedPatient: 'patient',
    professional: 'professional',
    otherProfessional: 'professional',
    unauthorizedProfessional: 'professional',
    admin: 'admin',
    inactiveAdmin: 'admin',
  }

  /**
   * Refused for who they are, not for whose object it is: no account (or a dead one), or a kind of account
   * the route lets nobody of in. These are refused before validation, so their answer never depends on the
   * body, query or path they send.
   */
  function refusedForWhoTheyAre(route: string, rule: Rule, caller: Caller): boolean {
    if (!('allow' in rule) || rule.allow.includes(caller)) return false
    if (ALWAYS_401.includes(caller)) return true
    // A professional awaiting authorization passes only the routes of PENDING_PROFESSIONAL_ROUTES.
    if (caller === 'unauthorizedProfessional') return !PENDING_PROFESSIONAL_ROUTES.has(route)
    const kinds = rule.kinds ?? rule.allow.map((allowed) => KIND_OF[allowed])
    return !kinds.includes(KIND_OF[caller])
  }

  /** The route's request made invalid everywhere it can be: ids that are not ids, a body that is not an object, bad paging. */
  function invalidRequest(rule: Rule, world: World): { url: string; payload?: string } {
    const path = rule.path(world).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'nao-e-um-id')
    const url = `${path}${path.includes('?') ? '&' : '?'}page=0&limit=-1`
    return rule.body === undefined ? { url } : { url, payload: '["nao é um objeto"]' }
  }

  it('refuses callers for who they are before judging what they send: 401/403 on invalid input, never a 400', async () => {
    const failures: string[] = []
    for (const [route, rule] of Object.entries(ACCESS_MATRIX)) {
      const [method = 'GET'] = route.split(' ')
      for (const caller of CALLERS.filter((c) => refusedForWhoTheyAre(route, rule, c))) {
        const cookie = world.cookies[caller]
        const { url, payload } = invalidRequest(rule, world)
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: { ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(payload === undefined ? {} : { payload }),
        })
        checks += 1
        const expected = ALWAYS_401.includes(caller) ? [401] : [401, 403]
        if (!expected.includes(response.statusCode)) failures.push(`${route} as ${caller} with invalid input: expected ${expected.join('/')}, got ${response.statusCode} ${response.body.slice(0, 160)}`)
      }
    }
    expect(failures).toEqual([])
  }, 120_000)

  function expectation(rule: Rule, caller: Caller): 'through' | 'refused' | 'unauthenticated' | 'any' {
    if ('open' in rule) return 'any'
    if ('public' in rule) return 'through'
    if (rule.allow.includes(caller)) return 'through'
    return ALWAYS_401.includes(caller) ? 'unauthenticated' : 'refused'
  }

  it('lets through exactly the callers the matrix allows', async () => {
    const routes = Object.entries(ACCESS_MATRIX).sort(([a], [b]) => lateness(a) - lateness(b))
    const failures: string[] = []
    for (const [route, rule] of routes) {
      const [method = 'GET'] = route.split(' ')
      // Refused callers first, then the allowed ones (whose calls may change the world).
      const callers = [...CALLERS].sort((a, b) => Number(expectation(rule, a) === 'through') - Number(expectation(rule, b) === 'through'))
      for (const caller of callers) {
        const cookie = world.cookies[caller]
        const body = rule.body?.(world)
        const response = await app.inject({
          method: method as 'GET',
          url: rule.path(world),
          headers: cookie ? { cookie } : {},
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        })
        checks += 1
        const status = response.statusCode
        const expected = expectation(rule, caller)
        const ok =
          status < 500 &&
          (expected === 'any' ||
            (expected === 'through' && status !== 401 && status !== 403) ||
            (expected === 'unauthenticated' && status === 401) ||
            (expected === 'refused' && [401, 403, 404].includes(status)))
        if (!ok) failures.push(`${route} as ${caller}: expected ${expected}, got ${status} ${response.body.slice(0, 160)}`)
      }
    }
    expect(failures).toEqual([])
  }, 120_000)
})
