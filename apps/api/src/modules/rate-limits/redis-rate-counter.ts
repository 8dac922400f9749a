import { loadIoRedis } from '../../lib/ioredis-on-demand'
import type { RateCounter } from '../../lib/rate-counter'

// INCR and the window's expiry in one script, so that a key never lives on without an expiry when an
// instance dies between the two. Redis's own clock times the window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`
const PREFIX = 'acolhe:rate:'
const PING_TIMEOUT_MS = 1_000

/** Counters in the Redis server at `url`, shared by every instance that names it (REDIS_URL). */
export function redisRateCounter(url: string): RateCounter {
  const { Redis } = loadIoRedis()
  // A dead Redis must fail a hit quickly (the caller then lets the request through) rather than queue it.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000, lazyConnect: false })
  redis.on('error', () => {
    // Reported per hit by the caller; ioredis keeps reconnecting on its own.
  })
  return {
    async hit(key, windowMs) {
      const reply: unknown = await redis.eval(HIT_SCRIPT, 1, PREFIX + key, String(windowMs))
      if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number') throw new Error('unexpected reply from Redis')
      return { count: reply[0], resetInMs: Math.max(0, reply[1]) }
    },
    async ping() {
      // Bounded: a Redis that accepts the connection but never answers must not hold readiness.
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis did not answer PING within 1 s')), PING_TIMEOUT_MS)
      })
      try {
        await Promise.race([redis.ping(), timeout])
      } finally {
        clearTimeout(timer)
      }
    },
    close: async () => {
      redis.disconnect()
    },
  }
}
