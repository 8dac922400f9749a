import type { FastifyBaseLogger } from 'fastify'
import type { RateCounter } from '../../lib/rate-counter'

export type StoreWatch = {
  /** Whether Redis answered last time it was asked; the metric `acolhe_redis_up`. */
  up: (answering: boolean) => void
  /** One hit counted in the database because Redis did not answer; `acolhe_rate_limit_fallback_total`. */
  fellBack: () => void
}

/**
 * Redis first, the database when Redis does not answer (decision 072): the login limits neither open
 * (every guess let through while Redis is down) nor close (nobody can log in). During an outage the
 * counts start again in the database, so an attacker gains at most one window's worth of attempts.
 * Each change of state is one log line; the metrics say it all along.
 */
export function fallbackRateCounter(redis: RateCounter, database: RateCounter, watch: StoreWatch, log: FastifyBaseLogger): RateCounter {
  let answering: boolean | undefined
  const report = (now: boolean, error?: unknown) => {
    watch.up(now)
    if (now === answering) return
    if (!now) log.error({ err: error }, 'Redis does not answer: rate limits are counted in the database until it does')
    else if (answering === false) log.warn('Redis answers again: rate limits are counted in Redis')
    answering = now
  }
  return {
    async hit(key, windowMs) {
      try {
        const count = await redis.hit(key, windowMs)
        report(true)
        return count
      } catch (error) {
        report(false, error)
        watch.fellBack()
        return database.hit(key, windowMs)
      }
    },
    async ping() {
      try {
        await redis.ping?.()
        report(true)
      } catch (error) {
        report(false, error)
        throw error
      }
    },
    close: async () => {
      await Promise.all([redis.close(), database.close()])
    },
  }
}
