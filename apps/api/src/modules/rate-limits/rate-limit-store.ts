import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { RateCounter } from '../../lib/rate-counter'

/**
 * @fastify/rate-limit's store on top of a shared RateCounter: each route that opts in counts per client
 * address under its own key, in the database or Redis every instance reads (decision 033).
 */
export function sharedRateLimitStore(counter: RateCounter): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options; the scope is ours (one per route).
    constructor(
      _options?: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      counter.hit(`address:${this.scope}:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    // The plugin hands a route's merged settings, its route under `routeInfo` (not the route itself, as
    // its type says): one counter per route and address, as its own in-memory store keeps.
    child(settings: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route: unknown = Reflect.get(settings, 'routeInfo') ?? settings
      const part = (name: string) => (typeof route === 'object' && route !== null ? String(Reflect.get(route, name)) : '')
      return new SharedStore(undefined, `${part('method')} ${part('url')}`)
    }
  }
  return SharedStore
}
