import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

// Prometheus metrics of one instance (docs/operations.md lists each with an example alert). One registry
// per app, not prom-client's global one: tests build several apps in one process.

/** How full the database pool is at scrape time (PostgreSQL only; PGlite has no pool). */
export type PoolStats = { total: number; idle: number; waiting: number }

/** One backlog at scrape time: items waiting, and how late the oldest item already due is (0: none due). */
export type QueueStat = { queue: string; length: number; oldestDueAgeSeconds: number }

/** What a sender reports per item (email outbox, WhatsApp): a send that went out, or one that failed. */
export type SendTally = { sent: () => void; failed: () => void }

export const NO_TALLY: SendTally = { sent: () => {}, failed: () => {} }

export type Metrics = ReturnType<typeof createMetrics>

// Jobs are told apart by a `task` label: `job` is the label Prometheus gives every series of a scrape
// target (ours would be renamed `exported_job`).
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry()
  // CPU, memory, event-loop lag and handles of the process: only for a real server (server.ts), since
  // each call starts an event-loop monitor.
  if (options.processMetrics) collectDefaultMetrics({ register: registry })

  let poolStats: (() => PoolStats) | undefined
  let queueStats: (() => Promise<QueueStat[]>) | undefined

  const httpDuration = new Histogram({
    name: 'acolhe_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const poolWait = new Histogram({
    name: 'acolhe_db_pool_wait_seconds',
    help: 'Time a query waited for a database connection from the pool',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  new Gauge({
    name: 'acolhe_db_pool_connections',
    help: 'Database pool connections by state: open (total), idle, and queries waiting for one (waiting)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats?.()
      if (!stats) return
      this.set({ state: 'total' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })
  const jobRuns = new Counter({
    name: 'acolhe_job_runs_total',
    help: 'Runs of a background job by outcome (ok or failed)',
    labelNames: ['task', 'outcome'] as const,
    registers: [registry],
  })
  const jobHandled = new Counter({
    name: 'acolhe_job_handled_total',
    help: 'Items a background job handled (emails sent, reminders queued, holds released, offers made…)',
    labelNames: ['task'] as const,
    registers: [registry],
  })
  const jobLastRun = new Gauge({
    name: 'acolhe_job_last_run_timestamp_seconds',
    help: 'When a background job last finished a run, successful or not (Unix time)',
    labelNames: ['task'] as const,
    registers: [registry],
  })
  const jobLastSuccess = new Gauge({
    name: 'acolhe_job_last_success_timestamp_seconds',
    help: 'When a background job last finished a run without error (Unix time)',
    labelNames: ['task'] as const,
    registers: [registry],
  })
  const jobSent = new Counter({
    name: 'acolhe_job_sent_total',
    help: 'Messages a sender job delivered to its provider (SMTP, WhatsApp Cloud API)',
    labelNames: ['task'] as const,
    registers: [registry],
  })
  const jobFailed = new Counter({
    name: 'acolhe_job_send_failures_total',
    help: 'Sends a sender job tried and failed (retried later until given up)',
    labelNames: ['task'] as const,
    registers: [registry],
  })
  const redisUp = new Gauge({
    name: 'acolhe_redis_up',
    help: 'Whether Redis (REDIS_URL) answered the last rate-limit hit or readiness check: 1 yes, 0 no',
    registers: [registry],
  })
  const rateLimitFallback = new Counter({
    name: 'acolhe_rate_limit_fallback_total',
    help: 'Rate-limit hits counted in the database because Redis did not answer',
    registers: [registry],
  })

  // Both queue gauges come from one read per scrape: a registry collects its metrics side by side.
  let reading: Promise<QueueStat[]> | undefined
  const readQueues = () => {
    reading ??= (queueStats?.() ?? Promise.resolve([])).finally(() => {
      reading = undefined
    })
    return reading
  }
  new Gauge({
    name: 'acolhe_queue_length',
    help: 'Items waiting in a background queue (the whole database, the same on every instance)',
    labelNames: ['queue'] as const,
    registers: [registry],
    // Read at scrape time, so a monitor sees a backlog even when every job is stuck.
    async collect() {
      for (const stat of await readQueues()) this.set({ queue: stat.queue }, stat.length)
    },
  })
  new Gauge({
    name: 'acolhe_queue_oldest_due_age_seconds',
    help: 'How long the oldest item already due in a queue has been waiting (0 when none is due)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      for (const stat of await readQueues()) this.set({ queue: stat.queue }, stat.oldestDueAgeSeconds)
    },
  })

  return {
    registry,
    /** One answered request; `route` is the route's template (`/api/session/:id`), never the raw path. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds)
    },
    observePoolWait(seconds: number) {
      poolWait.observe(seconds)
    },
    watchPool(stats: () => PoolStats) {
      poolStats = stats
    },
    watchQueues(stats: () => Promise<QueueStat[]>) {
      queueStats = stats
    },
    /** What the Redis rate-limit store reports (only when REDIS_URL is set: the series exist only then). */
    storeWatch() {
      rateLimitFallback.inc(0)
      return { up: (answering: boolean) => redisUp.set(answering ? 1 : 0), fellBack: () => rateLimitFallback.inc() }
    },
    /** Declares a job (its series start at 0, so a job that never ran still shows) and returns its reporters. */
    job(job: string) {
      jobRuns.inc({ task: job, outcome: 'ok' }, 0)
      jobRuns.inc({ task: job, outcome: 'failed' }, 0)
      jobHandled.inc({ task: job }, 0)
      const finished = (outcome: 'ok' | 'failed', handled: number) => {
        const now = Date.now() / 1000
        jobRuns.inc({ task: job, outcome })
        if (handled > 0) jobHandled.inc({ task: job }, handled)
        jobLastRun.set({ task: job }, now)
        if (outcome === 'ok') jobLastSuccess.set({ task: job }, now)
      }
      return { finished }
    },
    /** A sender job's per-message reporters (its series start at 0 too). */
    sender(job: string): SendTally {
      jobSent.inc({ task: job }, 0)
      jobFailed.inc({ task: job }, 0)
      return { sent: () => jobSent.inc({ task: job }), failed: () => jobFailed.inc({ task: job }) }
    },
  }
}
