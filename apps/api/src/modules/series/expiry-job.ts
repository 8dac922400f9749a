import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import { releaseExpiredUnpaidLocked } from '../scheduling/lifecycle/lifecycle.service'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import { pauseSeriesAfterUnpaid } from './unpaid-pause'

// The unpaid-hold sweep lives beside the series because the series react to it in its transaction; the
// sweep itself is the session lifecycle's (scheduling never imports series: decision 079).

/**
 * Frees the hours of unpaid sessions whose checkout expired or whose start passed, then pauses each
 * weekly series that has two unpaid weeks in a row (decision 040), in one transaction. Answers how many
 * sessions were released.
 */
export async function releaseExpiredUnpaid(deps: SchedulingDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const released = await releaseExpiredUnpaidLocked(deps, tx)
    // A weekly series goes on after one unpaid week, and pauses after two in a row.
    await pauseSeriesAfterUnpaid(deps, tx, released.flatMap((r) => (r.seriesId ? [r.seriesId] : [])))
    return released.length
  })
}

/**
 * Frees the hours of unpaid bookings every `intervalMs`. Each run is one idempotent UPDATE
 * (see releaseExpiredUnpaidLocked), so several server instances may run it at once.
 */
export function startExpiryJob(deps: SchedulingDeps, host: JobHost, intervalMs = 60_000) {
  return startIntervalJob({ name: 'unpaid session expiry', id: 'unpaid_holds', run: () => releaseExpiredUnpaid(deps), intervalMs }, host.log, host.metrics)
}
