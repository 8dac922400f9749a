import type { FastifyBaseLogger } from 'fastify'
import type { Deps } from '../../deps'
import { runDueReminder } from './session-notifications'

type ReminderDeps = Pick<Deps, 'db' | 'config' | 'clock'>

/** Runs every due reminder, one transaction each; returns how many jobs were handled. */
export async function runDueReminders(deps: ReminderDeps): Promise<number> {
  let handled = 0
  while (await deps.db.transaction((tx) => runDueReminder(deps, tx))) handled += 1
  return handled
}

/** Checks for due reminders every `intervalMs`; any number of instances may run it (row locks). */
export function startReminderJob(deps: ReminderDeps, log: FastifyBaseLogger, intervalMs = 60_000) {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const handled = await runDueReminders(deps)
      if (handled > 0) log.info({ handled }, 'session reminders handled')
    } catch (error) {
      log.error({ err: error }, 'reminder job failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref()
  void tick()
  return () => clearInterval(timer)
}
