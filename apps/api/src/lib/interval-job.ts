import type { FastifyBaseLogger } from 'fastify'
import { wakeJobsAfterWrite, wakeOnWrites as registerWake } from './job-wakeups'
import type { Metrics } from './metrics'

export type IntervalJob = {
  /** What the log lines call it, e.g. 'session reminders'. */
  name: string
  /** The `task` label of its metrics, e.g. 'reminders' (docs/operations.md lists them). */
  id: string
  /** One run; returns how many items it handled. Must be safe to run from several instances at once. */
  run: () => Promise<number>
  intervalMs: number
  /**
   * Also runs just after a request of this process wrote (lib/job-wakeups.ts): for the jobs that deliver
   * what requests create (mail, reminders, waitlist offers), so it goes out at once; `intervalMs` is then
   * the fallback for work that appears otherwise.
   */
  wakeOnWrites?: boolean
}

/** Where a job reports: its log lines and, on a server, its metrics (runs, items, last run). */
export type JobHost = { log: FastifyBaseLogger; metrics?: Metrics }

/** Stops a job's schedule and resolves once the run under way, if any, has finished. */
export type StopJob = () => Promise<void>

/**
 * Woken runs of one job start at least this far apart: a burst of writes costs a few runs a second, not
 * one per request, and the work is still picked up within a fraction of a second.
 */
export const WAKE_GAP_MS = 250

/**
 * Runs a background job at once and then every `intervalMs`, never two runs of it at once in this
 * process; a failed run is logged and the next one is tried on schedule. With `wakeOnWrites` it also runs
 * when a request writes (a wake during a run runs it once more after). A run that handled something wakes
 * the other such jobs: the emails a reminder run queued go out at once. Returns the stop function, which
 * waits for a run in progress so that shutdown closes the database only after it.
 */
export function startIntervalJob({ name, id, run, intervalMs, wakeOnWrites = false }: IntervalJob, log: FastifyBaseLogger, metrics?: Metrics): StopJob {
  const report = metrics?.job(id)
  let running: Promise<void> | null = null
  let stopped = false
  let lastStart = Number.NEGATIVE_INFINITY
  let wakeTimer: ReturnType<typeof setTimeout> | null = null
  let wokenDuringRun = false
  const tick = () => {
    if (running || stopped) return running
    lastStart = Date.now()
    running = once().finally(() => {
      running = null
      if (wokenDuringRun) {
        wokenDuringRun = false
        wake()
      }
    })
    return running
  }
  const once = async () => {
    try {
      const handled = await run()
      report?.finished('ok', handled)
      if (handled > 0) {
        log.info({ job: name, handled }, `${name}: handled`)
        wakeJobsAfterWrite(wake)
      }
    } catch (error) {
      report?.finished('failed', 0)
      log.error({ err: error, job: name }, `${name}: failed`)
    }
  }
  const wake = () => {
    if (stopped || wakeTimer) return
    if (running) {
      wokenDuringRun = true
      return
    }
    const wait = lastStart + WAKE_GAP_MS - Date.now()
    if (wait <= 0) {
      void tick()
      return
    }
    wakeTimer = setTimeout(() => {
      wakeTimer = null
      void tick()
    }, wait)
    wakeTimer.unref()
  }
  const unregister = wakeOnWrites ? registerWake(wake) : () => {}
  const timer = setInterval(() => void tick(), intervalMs)
  // Jobs never keep the process alive on their own: shutdown closes the server and the database.
  timer.unref()
  void tick()
  return async () => {
    stopped = true
    unregister()
    clearInterval(timer)
    if (wakeTimer) clearTimeout(wakeTimer)
    await running
  }
}
