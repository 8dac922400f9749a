import { START_WINDOW_AFTER_MINUTES, START_WINDOW_BEFORE_MINUTES } from '@acolhe/shared/constants'
import { localDateOf } from '../../../lib/brasilia-time'

const MINUTE = 60_000

/**
 * 'Iniciar consulta' opens 10 minutes before the start and closes 50 minutes after it, on the same
 * Brasília day (docs/decisions/005-scheduling-rules.md). Nothing can have started or ended earlier.
 */
export function startWindowOf(start: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(start.getTime() - START_WINDOW_BEFORE_MINUTES * MINUTE),
    closesAt: new Date(start.getTime() + START_WINDOW_AFTER_MINUTES * MINUTE),
  }
}

export function isInStartWindow(start: Date, now: Date): boolean {
  const { opensAt, closesAt } = startWindowOf(start)
  // The window first: outside it (most sessions of a list) no time-zone lookup is needed.
  return now >= opensAt && now <= closesAt && localDateOf(now) === localDateOf(start)
}
