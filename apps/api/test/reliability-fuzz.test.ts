import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@acolhe/shared/api/error-code-list'
import { createTestApp, type TestApp } from './helpers/app'
import { databaseFingerprint } from './helpers/db-fingerprint'
import { apiRoutes, buildWorld, type Caller, type World } from './helpers/world'

// Every route of the running app gets generated and malformed input — wrong types, missing and extra
// fields, huge strings, unicode, SQL and HTML fragments, broken JSON, wrong content types — from four
// kinds of caller. Every answer is a success or a 4xx with a Portuguese `message` and a known `code`, never a 5xx or a
// stack trace, and a batch of refused requests leaves the database exactly as it was.

const CASES_PER_CALLER = 8
const FUZZ_CALLERS: Caller[] = ['anonymous', 'patient', 'professional', 'admin']
const NASTY = [
  "' OR 1=1 --",
  '"; DROP TABLE sessions; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  '𝕬𝖈𝖔𝖑𝖍𝖊 🧠',
  'ção ñ ü',
  '../../../../etc/passwd',
  '%00%ff',
  'x'.repeat(20_000),
  '-1',
  '1e309',
  'null',
  'true',
  '2026-02-30T25:61:00Z',
]

const nasty = fc.oneof(fc.constantFrom(...NASTY), fc.string(), fc.string({ unit: 'grapheme', maxLength: 40 }))
const anyValue = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(nasty, { maxLength: 3 }))
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.oneof(nasty, fc.constantFrom('email', 'password', 'status', 'selected_date', 'professional_id', 'id', 'ban', 'question')), anyValue, { maxKeys: 6 }),
)
type Payload = { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string }
const payload: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 6, arbitrary: body.map((value) => ({ kind: 'json' as const, value })) },
  { weight: 1, arbitrary: fc.constantFrom('{"email":', '{"a":1,}', '[', 'não é json', '').map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })) },
  { weight: 1, arbitrary: nasty.map((text) => ({ kind: 'raw' as const, contentType: 'text/plain', text })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'raw' as const, contentType: 'application/x-www-form-urlencoded', text: 'email=a%40b.com&password=x' }) },
)
const query = fc.dictionary(fc.oneof(fc.constantFrom('page', 'limit', 'status', 'search', 'date_a', 'date_b', 'professional_type', 'to'), nasty), nasty, { maxKeys: 4 })

function paramValues(world: World) {
  return fc.oneof(
    fc.constantFrom(...Object.values(world.ids)),
    fc.uuid(),
    nasty.map((value) => encodeURIComponent(value).slice(0, 300) || 'x'),
  )
}

const ENGLISH = /^(Invalid|Expected|Required|Unrecognized|Too (small|big)|Bad Request|Not Found|Unauthorized|Forbidden|Internal|Unexpected|Body|Route|params|querystring|body\/)/

describe('fuzzing every route', () => {
  let app: TestApp
  let world: World
  const totals = { routes: 0, cases: 0 }

  beforeAll(async () => {
    app = await createTestApp({ now: '2026-11-23T12:00:00.000Z' })
    world = await buildWorld(app)
  }, 60_000)
  afterAll(async () => {
    console.info(`fuzz: ${totals.routes} routes, ${totals.cases} generated requests, no 5xx, refused requests left the database unchanged`)
    await app.close()
  })

  it('answers every generated request with a success or a Portuguese 4xx, and refusals change nothing', async () => {
    // Logouts and account deletion last: they end the caller's session for the routes after them.
    const routes = apiRoutes(app).sort((a, b) => Number(/logout|DELETE \/api\/user\/me/.test(a)) - Number(/logout|DELETE \/api\/user\/me/.test(b)))
    totals.routes = routes.length
    let seed = 1
    // The database's fingerprint when the last batch left it unchanged (it was all refused and the check
    // passed): that is this batch's "before" too, as nothing runs between two batches. A batch with a
    // success may have changed it, so the next one takes its own. One fingerprint per refused batch, not two.
    let unchanged: string | undefined
    for (const route of routes) {
      const [method = 'GET', path = '/'] = route.split(' ')
      for (const caller of FUZZ_CALLERS) {
        seed += 1
        const cases = fc.sample(fc.record({ params: fc.array(paramValues(world), { minLength: 3, maxLength: 3 }), query, payload }), { numRuns: CASES_PER_CALLER, seed })
        const before = unchanged ?? (await databaseFingerprint(app.deps.db))
        unchanged = undefined
        let anySuccess = false
        for (const input of cases) {
          let index = 0
          const url = path.replace(/:[A-Za-z]+/g, () => String(input.params[index++] ?? 'x'))
          const search = new URLSearchParams(input.query).toString()
          const cookie = world.cookies[caller]
          const headers: Record<string, string> = cookie ? { cookie } : {}
          const withBody = method !== 'GET' && method !== 'DELETE' ? input.payload : method === 'DELETE' && input.payload.kind === 'json' ? input.payload : null
          const response = await app.inject({
            method: method as 'GET',
            url: `${url}${search ? `?${search}` : ''}`,
            headers: withBody ? { ...headers, 'content-type': withBody.kind === 'json' ? 'application/json' : withBody.contentType } : headers,
            ...(withBody ? { payload: withBody.kind === 'json' ? JSON.stringify(withBody.value) : withBody.text } : {}),
          })
          totals.cases += 1
          const context = `${caller} ${method} ${url}${search ? `?${search.slice(0, 200)}` : ''} → ${response.statusCode} ${response.body.slice(0, 300)}`
          expect(response.statusCode, context).toBeLessThan(500)
          if (response.statusCode >= 400) {
            const parsed = JSON.parse(response.body) as { message?: unknown; code?: unknown; stack?: unknown }
            expect(typeof parsed.message, context).toBe('string')
            expect(ERROR_CODES, context).toContain(parsed.code)
            expect(String(parsed.message).length, context).toBeGreaterThan(0)
            expect(String(parsed.message), context).not.toMatch(ENGLISH)
            expect(parsed.stack, context).toBeUndefined()
            expect(response.body, context).not.toMatch(/\n\s+at /)
          } else anySuccess = true
        }
        if (!anySuccess) {
          const after = await databaseFingerprint(app.deps.db)
          expect(after, `${caller} ${route}: refused requests changed the database`).toBe(before)
          unchanged = after
        }
      }
    }
  }, 600_000)

  it('answers a NUL byte in every query parameter, path parameter and body string with a Portuguese 400, never a 5xx', async () => {
    // PostgreSQL text cannot hold U+0000; every string any route reads gets one here, from an admin so
    // that no permission check answers first.
    const names = ['page', 'limit', 'status', 'search', 'date_a', 'date_b', 'professional_type', 'to', 'email', 'token', 'code']
    const withNul = Object.fromEntries(names.map((name) => [name, `a\u0000${name}`]))
    const bodyWithNul = { ...withNul, question: 'Pergunta\u0000?', answer: 'x\u0000', biography: 'Bio\u0000', reason: 'Motivo\u0000', name: 'Nome\u0000' }
    const cookie = world.cookies.admin ?? ''
    for (const route of apiRoutes(app).filter((entry) => !/logout|DELETE \/api\/user\/me/.test(entry))) {
      const [method = 'GET', path = '/'] = route.split(' ')
      for (const where of ['query', 'params', 'body'] as const) {
        if (where === 'params' && !path.includes(':')) continue
        if (where === 'body' && (method === 'GET' || method === 'HEAD')) continue
        const url = path.replace(/:[A-Za-z]+/g, () => (where === 'params' ? '%00' : (Object.values(world.ids)[0] ?? 'x')))
        const response = await app.inject({
          method: method as 'GET',
          url: where === 'query' ? `${url}?${new URLSearchParams(withNul).toString()}` : url,
          headers: where === 'body' ? { cookie, 'content-type': 'application/json' } : { cookie },
          ...(where === 'body' ? { payload: JSON.stringify(bodyWithNul) } : {}),
        })
        totals.cases += 1
        const context = `${where} ${method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`
        expect(response.statusCode, context).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, context).toBeLessThan(500)
        const parsed = JSON.parse(response.body) as { message?: unknown; code?: unknown }
        expect(String(parsed.message), context).not.toMatch(ENGLISH)
        expect(ERROR_CODES, context).toContain(parsed.code)
      }
    }
  }, 120_000)
})
