import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import { createAccountLimiter } from '../lib/account-rate-limit'
import type { RateCounter } from '../lib/rate-counter'
import { sharedRateLimitStore } from '../modules/rate-limits/rate-limit-store'
import { ForbiddenError } from '../lib/errors'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'

export type SecurityOptions = {
  publicUrl: string
  isProduction: boolean
  rateLimitPerMinute: number
  rateCounter: RateCounter
  /** Keys the HMAC that names accounts in the counters (the session secret). */
  rateKeySecret: string
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Security headers, the Origin allow-list for state-changing requests and the rate-limit
 * machinery (routes opt in with `config.rateLimit`, see `authRateLimit`).
 */
export default fp(async function security(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        upgradeInsecureRequests: options.isProduction ? [] : null,
      },
    },
    hsts: options.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  })

  await app.register(rateLimit, {
    global: false,
    max: Math.max(options.rateLimitPerMinute, 1),
    timeWindow: '1 minute',
    // Counted where every instance sees the same number (decision 033); a counter store that cannot
    // answer lets the request through rather than refusing everyone.
    store: sharedRateLimitStore(options.rateCounter),
    skipOnError: true,
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: t.tooManyRequests,
    }),
  })

  app.decorate('accountLimiter', createAccountLimiter(options.rateLimitPerMinute, options.rateCounter, options.rateKeySecret, app.log))
  app.addHook('onClose', () => options.rateCounter.close())

  const allowedOrigin = new URL(options.publicUrl).origin
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return
    // Provider webhooks are server-to-server and carry their own signature.
    if (request.url.startsWith('/api/webhooks/')) return
    const origin = request.headers.origin
    // Browsers always send Origin on cross-site state-changing requests; non-browser clients
    // (CLI, tests, server-to-server) send none and rely on the cookie's SameSite protection.
    if (origin === undefined) return
    const requestOrigin = `${request.protocol}://${request.host}`
    if (origin !== allowedOrigin && origin !== requestOrigin) {
      throw new ForbiddenError(t.originNotAllowed)
    }
  })
})
