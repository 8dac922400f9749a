import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { NotFoundError, UnauthenticatedError } from '../lib/errors'
import type { Metrics } from '../lib/metrics'
import { readQueueStats } from '../modules/metrics/queue-stats.repository'

/** Same-length digests, so the comparison takes the same time whatever was sent (decision 070). */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * Times every answer by route template and status, and serves `GET /metrics` in Prometheus's text
 * format to a scrape that sends `Authorization: Bearer <METRICS_TOKEN>` (decision 070). Without a
 * token configured the route answers 404, so `/metrics` never falls through to the web app's page.
 */
export default fp(async function metricsPlugin(app: FastifyInstance, options: { metrics: Metrics; token: string | undefined }) {
  const { metrics, token } = options
  app.decorate('metrics', metrics)
  metrics.watchQueues(() => readQueueStats(app.deps.db, app.deps.clock.now()))

  app.addHook('onResponse', async (request, reply) => {
    // The template ('/api/session/:id'), never the path: ids would make a series per request.
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000)
  })

  // Scrapes every few seconds would drown the info log (docs/operations.md: logs).
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!token) throw new NotFoundError(t.routeNotFound, 'NOT_FOUND')
    const [scheme, given] = (request.headers.authorization ?? '').split(' ')
    if (scheme !== 'Bearer' || !given || !sameToken(given, token)) throw new UnauthenticatedError(t.metricsTokenRequired)
    const body = await metrics.registry.metrics()
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body)
  })
})

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}
