import type { FastifyBaseLogger } from 'fastify'
import type { Metrics } from './metrics'

export type IntervalJob = {
  /** What the log lines call it, e.g. 'session reminders'. */
  name: string
  /** The `task` label of its metrics, e.g. 'reminders' (docs/operations.md lists them). */
  id: string
  /** One run; returns how many items it handled. Must be safe to run from several instances at once. */
  run: () => Promise<number>
  intervalMs: number
}

/** Where a job reports: its log lines and, on a server, its metrics (runs, items, last run). */
export type JobHost = { log: FastifyBaseLogger; metrics?: Metrics }

/** Stops a job's schedule and resolves once the run under way, if any, has finished. */
export type StopJob = () => Promise<void>

/**
 * Runs a background job at once and then every `intervalMs`, never two runs of it at once in this
 * process; a failed run is logged and the next one is tried on schedule. Returns the stop function,
 * which waits for a run in progress so that shutdown closes the database only after it.
 */
export function startIntervalJob({ name, id, run, intervalMs }: IntervalJob, log: FastifyBaseLogger, metrics?: Metrics): StopJob {
  const report = metrics?.job(id)
  let running: Promise<void> | null = null
  let stopped = false
  const tick = () => {
    if (running || stopped) return running
    running = once().finally(() => {
      running = null
    })
    return running
  }
  const once = async () => {
    try {
      const handled = await run()
      report?.finished('ok', handled)
      if (handled > 0) log.info({ job: name, handled }, `${name}: handled`)
    } catch (error) {
      report?.finished('failed', 0)
      log.error({ err: error, job: name }, `${name}: failed`)
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  // Jobs never keep the process alive on their own: shutdown closes the server and the database.
  timer.unref()
  void tick()
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
}
