import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import type { Config } from '../src/config'
import { createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { createTestDatabase } from './helpers/database'

// Two instances of the app on one database, as behind a load balancer: the limits are one count for
// both (decision 033), in the database by default and in Redis when REDIS_URL is set.
const redisUrl = process.env.TEST_REDIS_URL
// Redis keeps its counters for a minute across test runs: every run takes addresses of its own.
const octet = () => 1 + Math.floor(Math.random() * 250)
const freshAddress = () => `10.${octet()}.${octet()}.${octet()}`

function limitsAcrossTwoInstances(config: Partial<Config>) {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    database = await createTestDatabase()
    first = await createTestApp({ database, config: { rateLimitPerMinute: 3, ...config } })
    second = await createTestApp({ database, config: { rateLimitPerMinute: 3, ...config } })
  })
  afterAll(async () => {
    await first.close()
    await second.close()
    await database.close()
  })

  const login = (app: TestApp, email: string, address: string) =>
    app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: address, payload: { email, password: 'Errada1x' } })

  it('one account: the fourth attempt in a minute is refused whichever instance takes it', async () => {
    const email = `alvo-${randomUUID()}@exemplo.com`
    await createPatient(database.db, { email })
    const instances = [first, second, first, second]
    const answers = []
    for (const app of instances) answers.push(await login(app, email, freshAddress()))
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([401, 401, 401])
    expect(answers[3]?.statusCode).toBe(429)
    expect(answers[3]?.json()).toEqual({ message: t.tooManyRequests, code: 'TOO_MANY_REQUESTS' })
  })

  it('one address: the fourth attempt in a minute is refused whichever instance takes it', async () => {
    const address = freshAddress()
    const statuses = []
    for (const [i, app] of [second, first, second, first].entries()) statuses.push((await login(app, `outro-${randomUUID()}-${i}@exemplo.com`, address)).statusCode)
    expect(statuses).toEqual([401, 401, 401, 429])
  })
}

describe('rate limits shared through the database', () => {
  limitsAcrossTwoInstances({})
})

describe.skipIf(!redisUrl)('rate limits shared through Redis (TEST_REDIS_URL)', () => {
  limitsAcrossTwoInstances({ redisUrl })
})

describe('the database counter starts a new window after a minute', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ config: { rateLimitPerMinute: 2 } })
  })
  afterAll(async () => {
    await app.close()
  })

  it('refuses the third attempt, then accepts again a minute later', async () => {
    const email = `janela-${randomUUID()}@exemplo.com`
    await createPatient(app.deps.db, { email })
    const attempt = (i: number) => app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: `10.7.0.${i}`, payload: { email, password: 'Errada1x' } })
    expect((await attempt(1)).statusCode).toBe(401)
    expect((await attempt(2)).statusCode).toBe(401)
    expect((await attempt(3)).statusCode).toBe(429)
    app.clock.advance(60_001)
    expect((await attempt(4)).statusCode).toBe(401)
  })
})
