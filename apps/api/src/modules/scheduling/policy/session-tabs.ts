import { UPCOMING_DAYS } from '@acolhe/shared/constants'
import type { SessionStatus } from '@acolhe/shared/enums'
import type { SessionTab } from '@acolhe/shared/enums'
import { addLocalDays, localDateOf, startOfLocalDay } from '../../../lib/brasilia-time'
import { LIVE_STATUSES } from './session-statuses'

// The tabs of the consultation lists, defined once: the list of a tab and its count use the same filter.

export type TabFilter = { statuses?: readonly SessionStatus[]; from?: Date; to?: Date }

/**
 * Hoje: every session of today (Brasília). Próximas: live sessions from tomorrow through 30 days.
 * Todas: everything.
 */
export function tabFilter(tab: SessionTab, now: Date): TabFilter {
  const today = localDateOf(now)
  if (tab === 'today') return { from: startOfLocalDay(today), to: startOfLocalDay(addLocalDays(today, 1)) }
  if (tab === 'upcoming') {
    const tomorrow = addLocalDays(today, 1)
    return { statuses: LIVE_STATUSES, from: startOfLocalDay(tomorrow), to: startOfLocalDay(addLocalDays(tomorrow, UPCOMING_DAYS)) }
  }
  return {}
}
