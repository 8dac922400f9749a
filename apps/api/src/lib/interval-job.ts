import type { FastifyBaseLogger } from 'fastify'

export type IntervalJob = {
  /** What the log lines call it, e.g. 'session reminders'. */
  name: string
  /** One run; returns how many items it handled. Must be safe to run from several instances at once. */
  run: () => Promise<number>
  intervalMs: number
}

/**
 * Runs a background job at once and then every `intervalMs`, never two runs of it at once in this
 * process; a failed run is logged and the next one is tried on schedule. Returns the stop function.
 */
export function startIntervalJob({ name, run, intervalMs }: IntervalJob, log: FastifyBaseLogger): () => void {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const handled = await run()
      if (handled > 0) log.info({ job: name, handled }, `${name}: handled`)
    } catch (error) {
      log.error({ err: error, job: name }, `${name}: failed`)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  // Jobs never keep the process alive on their own: shutdown closes the server and the database.
  timer.unref()
  void tick()
  return () => clearInterval(timer)
}
