import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { RateCounter } from '../../lib/rate-counter'
import * as repo from './rate-limits.repository'

// Old windows are swept every SWEEP_EVERY hits of this instance, so the table holds about one row per
// key seen in the last hour, without a job of its own.
const SWEEP_EVERY = 500
const KEEP_MS = 60 * 60_000

/** Counters in the database every instance shares (PostgreSQL, or the embedded PGlite of one instance). */
export function databaseRateCounter(db: Db, clock: Clock): RateCounter {
  let hits = 0
  return {
    async hit(key, windowMs) {
      const now = clock.now()
      if (++hits % SWEEP_EVERY === 0) await repo.deleteCountersBefore(db, new Date(now.getTime() - Math.max(KEEP_MS, windowMs)))
      const { count, windowStart } = await repo.incrementCounter(db, key, now, windowMs)
      return { count, resetInMs: Math.max(0, windowStart.getTime() + windowMs - now.getTime()) }
    },
    close: async () => {},
  }
}
