import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

  it('lists every route of the app, and only those', () => {
    const routes = apiRoutes(app)
    expect(routes.filter((route) => !(route in ACCESS_MATRIX)), 'routes missing from the access matrix').toEqual([])
    expect(Object.keys(ACCESS_MATRIX).filter((route) => !routes.includes(route)), 'matrix rows for routes that no longer exist').toEqual([])
  })

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
