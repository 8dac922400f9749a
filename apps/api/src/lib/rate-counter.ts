/** What a window's counter says after one more hit. */
export type RateCount = { count: number; resetInMs: number }

/**
 * Counts hits per key in fixed windows, shared by every instance of the API (decision 033): in the
 * database by default, in Redis when REDIS_URL is set (modules/rate-limits/).
 */
export type RateCounter = {
  hit: (key: string, windowMs: number) => Promise<RateCount>
  close: () => Promise<void>
  /** Checks a store the instance depends on beyond its database (Redis); absent for the database counter. */
  ping?: () => Promise<void>
}
