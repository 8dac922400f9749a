import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { SessionRow } from './scheduling.repository'

/**
 * Pays a patient's new booking from their balance when it covers the whole price, and confirms it; answers
 * whether it did. Payments own the payment row this writes, and payments depend on scheduling, so booking
 * reaches it through this port, wired by the composition root (app.ts), instead of importing it.
 */
export type SettleFromBalance = (tx: Db, session: SessionRow, now: Date) => Promise<boolean>

/** What the scheduling services need: the database, the clock, a few settings and the balance port. */
export type SchedulingDeps = {
  db: Db
  clock: Clock
  config: Pick<Config, 'meetingBaseUrl' | 'meetingJwt' | 'checkoutExpiryMinutes' | 'publicUrl' | 'mailFrom'>
  settleFromBalance?: SettleFromBalance
}
