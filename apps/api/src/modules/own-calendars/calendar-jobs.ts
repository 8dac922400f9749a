import type { Deps } from '../../deps'
import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import { syncDueCalendars } from './own-calendars.service'
import { writeDueSessions } from './session-writes'

// The two background jobs of the professionals' own calendars (docs/operations.md): reading each
// connected calendar again when its time comes, and writing marked sessions into CalDAV calendars. Both
// claim rows with FOR UPDATE SKIP LOCKED, so several instances share the work without doing it twice.

type JobDeps = Pick<Deps, 'db' | 'clock' | 'config'>

/** Looks for due calendars a few times per sync interval, so a new calendar's next read is never much late. */
export function startCalendarSyncJob(deps: JobDeps, host: JobHost) {
  const intervalMs = Math.max(5, Math.floor(deps.config.calendars.syncSeconds / 5)) * 1000
  return startIntervalJob({ name: 'own calendars sync', id: 'calendar_sync', run: () => syncDueCalendars(deps), intervalMs }, host.log, host.metrics)
}

export function startCalendarWriteJob(deps: JobDeps, host: JobHost) {
  return startIntervalJob(
    { name: 'own calendars writes', id: 'calendar_writes', run: () => writeDueSessions(deps), intervalMs: deps.config.calendars.writeCheckSeconds * 1000 },
    host.log,
    host.metrics,
  )
}
