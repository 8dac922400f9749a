import type { FastifyContextConfig } from 'fastify'

/** Route config for endpoints that attackers hammer (login, sign-up, recovery, checkout). */
export function sensitiveRateLimit(perMinute: number): FastifyContextConfig {
  if (perMinute === 0) return { rateLimit: false }
  return { rateLimit: { max: perMinute, timeWindow: '1 minute' } }
}
