import type { Db } from '../../db/client'
import { pausesAfter, SERIES_PAUSE_AFTER_UNPAID } from '../scheduling/policy/series-policy'
import type { SchedulingDeps } from '../scheduling/scheduling-deps'
import { queueSeriesPaused } from './series-emails'
import * as repo from './series.repository'

/**
 * After the expiry sweep released unpaid weeks (in its transaction): a series whose latest settled weeks
 * — paid or released unpaid — are two releases in a row is paused, and both sides are told. A paused
 * series books no new week until the patient (or an admin) resumes it; the weeks already booked stay
 * and are each paid or released on their own (docs/decisions/040-weekly-series.md).
 */
export async function pauseSeriesAfterUnpaid(deps: Pick<SchedulingDeps, 'clock' | 'config'>, tx: Db, seriesIds: string[]): Promise<void> {
  const now = deps.clock.now()
  for (const id of [...new Set(seriesIds)].sort()) {
    const series = await repo.findSeries(tx, id, { forUpdate: true })
    if (!series || series.status !== 'ACTIVE') continue
    if (!pausesAfter(await repo.listSettledWeeks(tx, id, SERIES_PAUSE_AFTER_UNPAID))) continue
    await repo.updateSeries(tx, id, { status: 'PAUSED', pausedAt: now })
    const view = await repo.findSeriesView(tx, id)
    if (view) await queueSeriesPaused(tx, deps.config, view, String(now.getTime()))
  }
}
