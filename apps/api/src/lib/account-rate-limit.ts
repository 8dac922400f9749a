import { createHmac } from 'node:crypto'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { TooManyRequestsError } from './errors'
import type { RateCounter } from './rate-counter'

// The per-address limit (@fastify/rate-limit) stops one machine hammering; this one stops many
// machines taking turns on one account: at most `perMinute` attempts per account per minute, whatever
// the address. The counters are shared by every instance (database or Redis, decision 033), so N
// instances behind a balancer still allow `perMinute`, not N × `perMinute`.

const WINDOW_MS = 60_000

/**
 * The counter's key for an account: an HMAC of `scope:identifier` keyed with the session secret (the
 * same on every instance), so Redis and the database hold no email address (decision 071).
 */
export function accountKey(secret: string, key: string): string {
  return `account:${createHmac('sha256', secret).update(key).digest('base64url')}`
}

export function createAccountLimiter(perMinute: number, counter: RateCounter, keySecret: string, log?: FastifyBaseLogger) {
  return {
    /** Counts one attempt for `key`; throws 429 when the account is over its limit this minute. */
    async hit(key: string) {
      if (perMinute === 0) return
      let count: number
      try {
        count = (await counter.hit(accountKey(keySecret, key), WINDOW_MS)).count
      } catch (error) {
        // A counter store that cannot answer must not lock every person out: let the attempt through.
        log?.error({ err: error }, 'rate-limit counter unavailable; attempt not counted')
        return
      }
      if (count > perMinute) throw new TooManyRequestsError()
    },
  }
}

export type AccountLimiter = ReturnType<typeof createAccountLimiter>

/** A preHandler counting the attempt against the account named in the body's `email`. */
export function limitByEmail(limiter: AccountLimiter, scope: string) {
  return async (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email
    if (typeof email === 'string') await limiter.hit(`${scope}:${email.trim().toLowerCase()}`)
  }
}

/** A preHandler counting the attempt against the logged-in person (after the route's guard). */
export function limitByActor(limiter: AccountLimiter, scope: string) {
  return async (request: FastifyRequest) => {
    if (request.actor) await limiter.hit(`${scope}:${request.actor.kind}:${request.actor.id}`)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    accountLimiter: AccountLimiter
  }
}
