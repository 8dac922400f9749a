import type { FastifyBaseLogger } from 'fastify'
import { startIntervalJob } from '../../lib/interval-job'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import { extendSeries } from './series.service'

/**
 * Books the weeks of running series as the booking window moves, every `intervalMs`. Each series is
 * handled under its row lock and the unique (series, week) indexes, so several instances may run it at once.
 */
export function startSeriesJob(deps: SchedulingDeps, log: FastifyBaseLogger, intervalMs = 15 * 60_000) {
  return startIntervalJob({ name: 'weekly series extension', run: () => extendSeries(deps), intervalMs }, log)
}
