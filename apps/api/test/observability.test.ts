import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, hasPostgresServer } from './helpers/database'
import { haproxyPath, startHaproxy } from './helpers/haproxy'
import { prometheusPath, startPrometheus } from './helpers/prometheus'
import { startServerProcess, type ServerProcess } from './helpers/server-process'

// Two instances behind HAProxy started from deploy/haproxy/haproxy.cfg, scraped by a real Prometheus
// (decisions 070, 071): a job metric and a route histogram are read back through Prometheus's HTTP API,
// and a request id sent to HAProxy (or set by it) is answered and appears in HAProxy's log line and in
// the instance's. CI requires it (SCALE_OUT_REQUIRED=1); elsewhere it needs PostgreSQL, HAProxy and
// Prometheus.

const required = process.env.SCALE_OUT_REQUIRED === '1'
const TOKEN = 'prometheus-scrape-token-0123456789'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe.runIf(hasPostgresServer && ((haproxyPath && prometheusPath) || required))('observability: Prometheus scrapes two instances behind HAProxy', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let balancer: Awaited<ReturnType<typeof startHaproxy>>
  let prometheus: Awaited<ReturnType<typeof startPrometheus>>
  const servers: ServerProcess[] = []
  const dataDirs: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase({ forcePostgres: true })
    const env = { DATABASE_URL: database.url ?? '', SESSION_SECRET: 's'.repeat(64), TRUST_PROXY: '127.0.0.1', METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }
    for (let i = 0; i < 2; i++) dataDirs.push(mkdtempSync(join(tmpdir(), `acolhe-observability-${i}-`)))
    // One after the other: the second finds the database migrated (no wait on the start-up lock).
    for (const dir of dataDirs) servers.push(await startServerProcess({ ...env, DATA_DIR: dir }))
    const ports = servers.map((server) => Number(new URL(server.baseUrl).port))
    balancer = await startHaproxy(ports)
    prometheus = await startPrometheus(
      ports.map((port) => `127.0.0.1:${port}`),
      TOKEN,
    )
  }, 180_000)

  afterAll(async () => {
    await prometheus?.stop()
    await balancer?.stop()
    await Promise.all(servers.map((server) => server.kill('SIGTERM')))
    await database?.close()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  })

  const instanceLogs = () => servers.map((server) => server.log.join('')).join('')

  it('answers the request id sent to HAProxy and logs it there and on the instance', async () => {
    const sent = await fetch(`${balancer.baseUrl}/api/services`, { headers: { 'x-request-id': 'ci-trace-0001' } })
    expect(sent.status).toBe(200)
    expect(sent.headers.get('x-request-id')).toBe('ci-trace-0001')

    // None sent: HAProxy sets a UUID, which the instance answers.
    const set = await fetch(`${balancer.baseUrl}/api/services`)
    const id = set.headers.get('x-request-id') ?? ''
    expect(id).toMatch(UUID)

    // HAProxy writes its line when the answer is sent; the instance its own as it answers.
    const deadline = Date.now() + 10_000
    const logged = () => [balancer.log.join(''), instanceLogs()].every((text) => text.includes('ci-trace-0001') && text.includes(id))
    while (!logged() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(balancer.log.join('')).toContain('request_id=ci-trace-0001')
    expect(balancer.log.join('')).toContain(`request_id=${id}`)
    expect(instanceLogs()).toContain('"reqId":"ci-trace-0001"')
    expect(instanceLogs()).toContain(`"reqId":"${id}"`)
    // The balancer's log has the client's network, never its address.
    expect(balancer.log.join('')).toMatch(/^127\.0\.0\.0 /m)
  })

  it('does not expose /metrics through the balancer', async () => {
    expect((await fetch(`${balancer.baseUrl}/metrics`)).status).toBe(404)
  })

  it('Prometheus reads a job metric and a route histogram from both instances', async () => {
    for (let i = 0; i < 6; i++) expect((await fetch(`${balancer.baseUrl}/api/services`)).status).toBe(200)

    const up = await prometheus.queryUntil('up{job="acolhe"} == 1', (result) => result.length === 2)
    expect(up, prometheus.log.join('')).toHaveLength(2)

    // The unpaid-hold job runs as each instance starts.
    const runs = await prometheus.queryUntil('acolhe_job_runs_total{task="unpaid_holds",outcome="ok"} >= 1', (result) => result.length === 2)
    expect(runs.map((sample) => sample.metric.instance).sort()).toEqual(servers.map((server) => new URL(server.baseUrl).host).sort())

    // Round robin: the eight requests to /api/services are spread over both instances.
    const counts = await prometheus.queryUntil(
      'sum(acolhe_http_request_duration_seconds_count{route="/api/services",status_code="200"})',
      (result) => Number(result[0]?.value[1] ?? 0) >= 8,
    )
    expect(Number(counts[0]?.value[1])).toBeGreaterThanOrEqual(8)
    const median = await prometheus.query('histogram_quantile(0.5, sum by (le) (acolhe_http_request_duration_seconds_bucket{route="/api/services"}))')
    expect(Number(median[0]?.value[1])).toBeGreaterThan(0)

    const backlog = await prometheus.query('max(acolhe_queue_length{queue="email_outbox"})')
    expect(backlog).toHaveLength(1)
  }, 90_000)
})
