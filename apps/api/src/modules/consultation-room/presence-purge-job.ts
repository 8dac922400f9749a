import type { Deps } from '../../deps'
import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import { purgeOldPresence } from './room.service'

/** Deletes the room presence of days before today (Brasília), hourly (docs/decisions/090-consultation-room-presence.md). */
export function startPresencePurgeJob(deps: Pick<Deps, 'db' | 'clock'>, host: JobHost, intervalMs = 60 * 60_000) {
  return startIntervalJob({ name: 'room presence purge', id: 'room_presence_purge', run: () => purgeOldPresence(deps), intervalMs }, host.log, host.metrics)
}
