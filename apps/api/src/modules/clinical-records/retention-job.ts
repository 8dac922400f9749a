import type { FastifyBaseLogger } from 'fastify'
import type { Deps } from '../../deps'
import { startIntervalJob } from '../../lib/interval-job'
import { purgeExpiredRecords } from './clinical-records.service'

/**
 * Removes clinical records past their retention period (decision 036), hourly: records expire by the
 * year, so an hour late changes nothing. Each run deletes with the expiry re-checked in the statement,
 * so several instances may run it at once.
 */
export function startRecordRetentionJob(deps: Pick<Deps, 'db' | 'clock'>, log: FastifyBaseLogger, intervalMs = 60 * 60_000) {
  return startIntervalJob({ name: 'clinical record retention', run: () => purgeExpiredRecords(deps), intervalMs }, log)
}
