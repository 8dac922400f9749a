import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import { extendSeries } from './series.service'

/**
 * Books the weeks of running series as the booking window moves, every `intervalMs`. Each series is
 * handled under its row lock and the unique (series, week) indexes, so several instances may run it at once.
 */
export function startSeriesJob(deps: SchedulingDeps, host: JobHost, intervalMs = 15 * 60_000) {
  return startIntervalJob({ name: 'weekly series extension', id: 'weekly_series', run: () => extendSeries(deps), intervalMs }, host.log, host.metrics)
}
