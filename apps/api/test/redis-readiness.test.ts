import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { redisServerPath, startRedisServer } from './helpers/redis-server'

// With REDIS_URL (decision 072): readiness asks Redis at every check and says what it heard, the metric
// acolhe_redis_up follows it, and while Redis does not answer the login limits are counted in the
// database — neither open (every guess through) nor closed (nobody logs in). The test stops a Redis of
// its own on a free port, never the shared one.

const TOKEN = 'metrics-token-for-redis-tests-0123'
const required = process.env.CI === 'true'

describe.runIf(redisServerPath || required)('readiness and login limits with Redis, and without it', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>
  let app: TestApp
  const lines: string[] = []
  beforeAll(async () => {
    redis = await startRedisServer()
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'))
        done()
      },
    })
    app = await createTestApp({ logger: { level: 'info', stream }, config: { redisUrl: redis.url, rateLimitPerMinute: 3, metricsToken: TOKEN } })
  })
  afterAll(async () => {
    await app?.close()
    await redis?.stop()
  })

  const metric = async (series: string) => {
    const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body
    const line = text.split('\n').find((l) => l.startsWith(`${series} `))
    return line === undefined ? undefined : Number(line.slice(series.length + 1))
  }
  const loginStatuses = async (email: string, times: number) => {
    const statuses: number[] = []
    // A fresh address each time: only the per-account limit is under test.
    for (let i = 0; i < times; i++) {
      const address = `10.9.${1 + Math.floor(Math.random() * 250)}.${1 + i}`
      statuses.push((await app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: address, payload: { email, password: 'Errada1x' } })).statusCode)
    }
    return statuses
  }

  // One test in two phases: the second stops the Redis the first needs (tests run shuffled).
  it('counts in Redis under a hashed account key while it answers; once stopped, the next check says so, the metric shows it, one log line, and the limits hold in the database', async () => {
    const email = `redis-${randomUUID()}@exemplo.com`
    await createPatient(app.deps.db, { email })
    expect(await loginStatuses(email, 4)).toEqual([401, 401, 401, 429])
    const keys = await redis.keys()
    expect(keys.some((key) => key.startsWith('acolhe:rate:account:'))).toBe(true)
    expect(keys.join(' ')).not.toContain(email)
    expect(keys.join(' ')).not.toContain('redis-')
    const ready = await app.inject({ url: '/api/health/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', redis: 'ok' })
    expect(await metric('acolhe_redis_up')).toBe(1)

    await redis.stop()
    lines.length = 0
    const stopped = await app.inject({ url: '/api/health/ready' })
    expect(stopped.statusCode).toBe(200)
    expect(stopped.json()).toEqual({ status: 'ready', redis: 'unreachable' })
    expect(await metric('acolhe_redis_up')).toBe(0)

    const other = `sem-redis-${randomUUID()}@exemplo.com`
    await createPatient(app.deps.db, { email: other })
    expect(await loginStatuses(other, 5)).toEqual([401, 401, 401, 429, 429])
    expect(await metric('acolhe_rate_limit_fallback_total')).toBeGreaterThanOrEqual(5)
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; level: number })
    // One line when it stopped answering, not one per hit.
    expect(logged.filter((line) => line.msg.startsWith('Redis does not answer'))).toHaveLength(1)
  })
})
