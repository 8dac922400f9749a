import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import { releaseExpiredUnpaid } from './lifecycle.service'
import type { SchedulingDeps } from './scheduling-deps'

/**
 * Frees the hours of unpaid bookings every `intervalMs`. Each run is one idempotent UPDATE
 * (see releaseExpiredUnpaid), so several server instances may run it at once.
 */
export function startExpiryJob(deps: SchedulingDeps, host: JobHost, intervalMs = 60_000) {
  return startIntervalJob({ name: 'unpaid session expiry', id: 'unpaid_holds', run: () => releaseExpiredUnpaid(deps), intervalMs }, host.log, host.metrics)
}
