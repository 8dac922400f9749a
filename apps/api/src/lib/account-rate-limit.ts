import type { FastifyRequest } from 'fastify'
import { TooManyRequestsError } from './errors'

// The per-address limit (@fastify/rate-limit) stops one machine hammering; this one stops many
// machines taking turns on one account: at most `perMinute` attempts per account per minute, whatever
// the address. Counters live in this process (a second instance keeps its own), which bounds an
// attacker to perMinute × instances — documented in docs/reliability.md.

const WINDOW_MS = 60_000
type Counter = { windowStart: number; count: number }

export function createAccountLimiter(perMinute: number, now: () => number = Date.now) {
  const counters = new Map<string, Counter>()
  const sweep = (at: number) => {
    for (const [key, counter] of counters) if (at - counter.windowStart >= WINDOW_MS) counters.delete(key)
  }
  return {
    /** Counts one attempt for `key`; throws 429 when the account is over its limit this minute. */
    hit(key: string) {
      if (perMinute === 0) return
      const at = now()
      if (counters.size > 10_000) sweep(at)
      const counter = counters.get(key)
      if (!counter || at - counter.windowStart >= WINDOW_MS) {
        counters.set(key, { windowStart: at, count: 1 })
        return
      }
      counter.count += 1
      if (counter.count > perMinute) throw new TooManyRequestsError()
    },
  }
}

export type AccountLimiter = ReturnType<typeof createAccountLimiter>

/** A preHandler counting the attempt against the account named in the body's `email`. */
export function limitByEmail(limiter: AccountLimiter, scope: string) {
  return async (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email
    if (typeof email === 'string') limiter.hit(`${scope}:${email.trim().toLowerCase()}`)
  }
}

/** A preHandler counting the attempt against the logged-in person (after the route's guard). */
export function limitByActor(limiter: AccountLimiter, scope: string) {
  return async (request: FastifyRequest) => {
    if (request.actor) limiter.hit(`${scope}:${request.actor.kind}:${request.actor.id}`)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    accountLimiter: AccountLimiter
  }
}
