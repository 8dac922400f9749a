import type { Deps } from '../../deps'
import { startIntervalJob, type JobHost } from '../../lib/interval-job'
import { runDueReminder } from './session-notifications'

type ReminderDeps = Pick<Deps, 'db' | 'config' | 'clock'>

/** Runs every due reminder, one transaction each; returns how many jobs were handled. */
export async function runDueReminders(deps: ReminderDeps): Promise<number> {
  let handled = 0
  while (await deps.db.transaction((tx) => runDueReminder(deps, tx))) handled += 1
  return handled
}

/** Checks for due reminders every `intervalMs` and just after a request wrote; any number of instances may run it (row locks). */
export function startReminderJob(deps: ReminderDeps, host: JobHost, intervalMs = 60_000) {
  return startIntervalJob({ name: 'session reminders', id: 'reminders', run: () => runDueReminders(deps), intervalMs, wakeOnWrites: true }, host.log, host.metrics)
}
