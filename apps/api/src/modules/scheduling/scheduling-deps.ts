import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'

/** What the scheduling services need: the database, the clock and a few settings. */
export type SchedulingDeps = { db: Db; clock: Clock; config: Pick<Config, 'meetingBaseUrl' | 'meetingJwt' | 'checkoutExpiryMinutes' | 'publicUrl' | 'mailFrom'> }
