import type { FastifyBaseLogger } from 'fastify'

export type IntervalJob = {
  /** What the log lines call it, e.g. 'session reminders'. */
  name: string
  /** One run; returns how many items it handled. Must be safe to run from several instances at once. */
  run: () => Promise<number>
  intervalMs: number
}

/** Stops a job's schedule and resolves once the run under way, if any, has finished. */
export type StopJob = () => Promise<void>

/**
 * Runs a background job at once and then every `intervalMs`, never two runs of it at once in this
 * process; a failed run is logged and the next one is tried on schedule. Returns the stop function,
 * which waits for a run in progress so that shutdown closes the database only after it.
 */
export function startIntervalJob({ name, run, intervalMs }: IntervalJob, log: FastifyBaseLogger): StopJob {
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
      if (handled > 0) log.info({ job: name, handled }, `${name}: handled`)
    } catch (error) {
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
