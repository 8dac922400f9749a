import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { openPostgres } from '../src/db/client'
import { fixedClock } from '../src/lib/clock'
import { startIntervalJob } from '../src/lib/interval-job'
import { createMetrics } from '../src/lib/metrics'
import { enqueueEmail } from '../src/modules/email/outbox.repository'
import { sendDueEmails } from '../src/modules/email/outbox-sender'
import type { MailTransport } from '../src/modules/email/mail-transport'
import { createTestApp, type TestApp } from './helpers/app'
import { createTestDatabase, hasPostgresServer } from './helpers/database'

// GET /metrics (decision 070): Prometheus text for a scrape with the token, 404 without a token
// configured (never the web page), request durations by route template, job runs and sends, and the
// backlog of each queue read from the database at scrape time.

const TOKEN = 'metrics-token-for-tests-0123456789'
const NOW = '2026-11-23T12:00:00.000Z'

/** The value of one series in Prometheus's text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const silentLog = Fastify({ logger: false }).log

describe('GET /metrics', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await createTestApp({ now: NOW, config: { metricsToken: TOKEN } })
  })
  afterAll(async () => {
    await app.close()
  })
  const scrape = async () => {
    const answer = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    return answer.body
  }

  it('answers only a scrape with the token', async () => {
    const without = await app.inject({ url: '/metrics' })
    expect(without.statusCode).toBe(401)
    expect(without.json()).toMatchObject({ message: expect.stringContaining('METRICS_TOKEN') })
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer errado-errado-errado-errado' } })).statusCode).toBe(401)
  })

  it('times requests by route template and status, never by raw path', async () => {
    await app.inject({ url: '/api/health' })
    await app.inject({ url: '/api/professional/00000000-0000-4000-8000-000000000000' })
    const text = await scrape()
    expect(sample(text, 'acolhe_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}')).toBeGreaterThanOrEqual(1)
    expect(text).toContain('route="/api/professional/:id",status_code="404"')
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000')
  })

  it('shows the backlog of each queue with the age of its oldest due item', async () => {
    // Due two minutes before the app's clock, never sent.
    await enqueueEmail(app.deps.db, { toAddress: 'fila@exemplo.com', subject: 'Teste', html: '<p>x</p>', text: 'x', attachments: [] })
    await app.deps.db.execute(`update email_outbox set next_attempt_at = '2026-11-23T11:58:00.000Z' where to_address = 'fila@exemplo.com'`)
    const text = await scrape()
    expect(sample(text, 'acolhe_queue_length{queue="email_outbox"}')).toBe(1)
    expect(sample(text, 'acolhe_queue_oldest_due_age_seconds{queue="email_outbox"}')).toBe(120)
    for (const queue of ['whatsapp_outbox', 'reminders', 'waitlist_offers', 'unpaid_holds']) expect(sample(text, `acolhe_queue_length{queue="${queue}"}`)).toBe(0)
  })
})

describe('job and sender metrics', () => {
  it('counts runs by outcome, items handled, last run, and each send and failure', async () => {
    const app = await createTestApp({ now: NOW })
    try {
      const metrics = createMetrics()
      let fail = false
      const stop = startIntervalJob({ name: 'teste', id: 'test_job', intervalMs: 60_000, run: async () => (fail ? Promise.reject(new Error('x')) : 3) }, silentLog, metrics)
      await stop()
      fail = true
      await startIntervalJob({ name: 'teste', id: 'test_job', intervalMs: 60_000, run: async () => (fail ? Promise.reject(new Error('x')) : 3) }, silentLog, metrics)()

      let refuse = true
      const transport: MailTransport = { send: async () => (refuse ? Promise.reject(new Error('SMTP fora do ar')) : undefined), close: () => {} }
      await enqueueEmail(app.deps.db, { toAddress: 'envio@exemplo.com', subject: 'Teste', html: '<p>x</p>', text: 'x', attachments: [] })
      const tally = metrics.sender('email_outbox')
      await sendDueEmails(app.deps, transport, 60_000, tally)
      refuse = false
      app.clock.set('2026-11-23T13:00:00.000Z')
      await sendDueEmails(app.deps, transport, 60_000, tally)

      const text = await metrics.registry.metrics()
      expect(sample(text, 'acolhe_job_runs_total{task="test_job",outcome="ok"}')).toBe(1)
      expect(sample(text, 'acolhe_job_runs_total{task="test_job",outcome="failed"}')).toBe(1)
      expect(sample(text, 'acolhe_job_handled_total{task="test_job"}')).toBe(3)
      expect(sample(text, 'acolhe_job_last_run_timestamp_seconds{task="test_job"}')).toBeGreaterThan(0)
      expect(sample(text, 'acolhe_job_last_success_timestamp_seconds{task="test_job"}')).toBeGreaterThan(0)
      expect(sample(text, 'acolhe_job_sent_total{task="email_outbox"}')).toBe(1)
      expect(sample(text, 'acolhe_job_send_failures_total{task="email_outbox"}')).toBe(1)
    } finally {
      await app.close()
    }
  })
})

describe('/metrics without a token configured', () => {
  it('answers 404 in JSON, never the web page', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'acolhe-metrics-web-'))
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
    const database = await createTestDatabase()
    const config = loadConfig({ NODE_ENV: 'test' }, { dataDir: distDir, sessionSecret: 'x'.repeat(64), webDistDir: distDir })
    const app = await buildApp({ deps: { config, db: database.db, dbEngine: database.engine, clock: fixedClock(NOW) }, serveWeb: true })
    try {
      expect((await app.inject({ url: '/qualquer-pagina' })).headers['content-type']).toMatch(/text\/html/)
      const answer = await app.inject({ url: '/metrics' })
      expect(answer.statusCode).toBe(404)
      expect(answer.headers['content-type']).toMatch(/application\/json/)
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' })
    } finally {
      await app.close()
      await database.close()
      rmSync(distDir, { recursive: true, force: true })
    }
  })
})

describe.runIf(hasPostgresServer)('database pool metrics (PostgreSQL)', () => {
  it('shows the pool connections and how long checkouts waited', async () => {
    const database = await createTestDatabase({ forcePostgres: true })
    const metrics = createMetrics()
    const pooled = await openPostgres(database.url ?? '', 1, { onPoolWait: (seconds) => metrics.observePoolWait(seconds) })
    metrics.watchPool(pooled.poolStats)
    try {
      // Two queries on a pool of one: the second waits for the first's connection.
      await Promise.all([pooled.db.execute('select pg_sleep(0.05)'), pooled.db.execute('select 1')])
      await pooled.db.transaction(async (tx) => tx.execute('select 1'))
      const text = await metrics.registry.metrics()
      expect(sample(text, 'acolhe_db_pool_wait_seconds_count')).toBe(3)
      expect(sample(text, 'acolhe_db_pool_connections{state="total"}')).toBe(1)
      expect(sample(text, 'acolhe_db_pool_connections{state="waiting"}')).toBe(0)
    } finally {
      await pooled.close()
      await database.close()
    }
  })
})
