import type { FastifyBaseLogger } from 'fastify'
import { startIntervalJob } from '../../lib/interval-job'
import { releaseExpiredUnpaid } from './lifecycle.service'
import type { SchedulingDeps } from './scheduling-deps'

/**
 * Frees the hours of unpaid bookings every `intervalMs`. Each run is one idempotent UPDATE
 * (see releaseExpiredUnpaid), so several server instances may run it at once.
 */
export function startExpiryJob(deps: SchedulingDeps, log: FastifyBaseLogger, intervalMs = 60_000) {
  return startIntervalJob({ name: 'unpaid session expiry', run: () => releaseExpiredUnpaid(deps), intervalMs }, log)
}
