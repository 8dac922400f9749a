import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MATRIX } from './access-matrix'
import { createTestApp, type TestApp } from './helpers/app'
import { buildWorld, type World } from './helpers/world'

// Personal and health data must never stay in a browser's or a proxy's cache.

describe('Cache-Control on API answers', () => {
  let app: TestApp
  let world: World
  beforeAll(async () => {
    app = await createTestApp()
    world = await buildWorld(app)
  }, 60_000)
  afterAll(async () => {
    await app.close()
  })

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  it('the person’s own data, sessions, balance and admin lists are no-store', async () => {
    const { cookies, ids } = world
    const answers = [
      await get('/api/user/me', cookies.patient),
      await get('/api/user/me/balance', cookies.patient),
      await get('/api/session/me', cookies.patient),
      await get(`/api/session/${ids.session}`, cookies.patient),
      await get(`/api/session/${ids.session}`, cookies.professional),
      await get('/api/session', cookies.admin),
      await get('/api/admin/me', cookies.admin),
    ]
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.headers['cache-control']).toBe('no-store')
    }
  })

  it('refusals and errors are no-store too', async () => {
    for (const answer of [await get('/api/user/me'), await get('/api/session', world.cookies.patient), await get('/api/nao-existe')]) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400)
      expect(answer.headers['cache-control']).toBe('no-store')
    }
  })

  it('every GET route of the access matrix answers no-store to a caller it lets through', async () => {
    const checked: string[] = []
    for (const [route, rule] of Object.entries(ACCESS_MATRIX)) {
      // Profile photos are public files with random names, cached on purpose.
      if (!route.startsWith('GET ') || route === 'GET /api/uploads/photos/:file') continue
      const caller = 'allow' in rule ? rule.allow[0] : 'admin'
      const answer = await get(rule.path(world), caller ? world.cookies[caller] : undefined)
      expect(answer.headers['cache-control'], `${route} (${answer.statusCode})`).toMatch(/no-store/)
      checked.push(route)
    }
    expect(checked.length).toBeGreaterThan(30)
  })
})
