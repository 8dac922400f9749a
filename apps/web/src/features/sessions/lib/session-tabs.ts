import { TIME_ZONE, UPCOMING_DAYS } from '@acolhe/shared/constants'
import type { SessionStatusFilter } from '@acolhe/shared/enums'

// The three tabs of /home and /profissional/home (00-decisions.md "Tabs"), as list queries.

export const SESSION_TABS = ['today', 'upcoming', 'all'] as const
export type SessionTab = (typeof SESSION_TABS)[number]

/** The statistic key that counts each tab. */
export const TAB_STATISTIC = { today: 'TODAY', upcoming: 'CREATED', all: 'ALL' } as const

const DAY_MS = 86_400_000

/** 'YYYY-MM-DD' of the Brasília day `days` after the one `now` falls on. */
export function brasiliaDayPlus(now: Date, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now)
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10)
}

export type TabQuery = { status?: SessionStatusFilter; dateA?: string; dateB?: string }

/** Hoje = today; Próximas = tomorrow through 30 days, still to happen; Todas = everything. */
export function tabQuery(tab: SessionTab, now: Date): TabQuery {
  if (tab === 'today') return { status: 'today' }
  if (tab === 'upcoming') return { status: 'SCHEDULED', dateA: brasiliaDayPlus(now, 1), dateB: brasiliaDayPlus(now, UPCOMING_DAYS) }
  return {}
}
