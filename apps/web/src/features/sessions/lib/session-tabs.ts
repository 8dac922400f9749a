import type { SessionTab } from '@acolhe/shared/enums'

// The three tabs of /home and /profissional/home. The server defines what each lists and counts
// (GET /session/me?tab=…); the web only names them and reads their counts.

/** The statistic key that counts each tab (`CREATED` is the 'Próximas' count on the wire). */
export const TAB_STATISTIC = { today: 'TODAY', upcoming: 'CREATED', all: 'ALL' } as const satisfies Record<SessionTab, string>
