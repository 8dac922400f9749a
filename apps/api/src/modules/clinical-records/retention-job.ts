import type { Deps } from '../../deps'
import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import { purgeExpiredRecords } from './clinical-records.service'

/**
 * Removes clinical records past their retention period (decision 036), hourly: records expire by the
 * year, so an hour late changes nothing. Each run deletes with the expiry re-checked in the statement,
 * so several instances may run it at once.
 */
export function startRecordRetentionJob(deps: Pick<Deps, 'db' | 'clock'>, host: JobHost, intervalMs = 60 * 60_000) {
  return startIntervalJob({ name: 'clinical record retention', id: 'record_retention', run: () => purgeExpiredRecords(deps), intervalMs }, host.log, host.metrics)
}
