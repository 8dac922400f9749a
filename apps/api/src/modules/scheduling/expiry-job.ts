import type { FastifyBaseLogger } from 'fastify'
import { releaseExpiredUnpaid, type SchedulingDeps } from './scheduling.service'

/**
 * Frees the hours of unpaid bookings every `intervalMs`. Each run is one idempotent UPDATE
 * (see releaseExpiredUnpaid), so several server instances may run it at once.
 */
export function startExpiryJob(deps: Pick<SchedulingDeps, 'db' | 'clock'>, log: FastifyBaseLogger, intervalMs = 60_000) {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const released = await releaseExpiredUnpaid(deps)
      if (released > 0) log.info({ released }, 'released unpaid sessions')
    } catch (error) {
      log.error({ err: error }, 'expiry job failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref()
  void tick()
  return () => clearInterval(timer)
}
