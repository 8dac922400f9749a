import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { pingDatabase } from './health.repository'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      // A balancer checks every few seconds: those lines would drown the log (a failure still logs).
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorAnswerSchema },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(app.deps.db)
        return { status: 'ok' as const }
      } catch {
        return reply.status(503).send({ message: t.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' })
      }
    },
  )

  // For a load balancer's health check (docs/deploy.md): 503 from the moment a shutdown begins, so the
  // balancer stops sending requests while those in flight finish. Before migrations are done the
  // instance is not listening at all, which a balancer also counts as not ready.
  //
  // With REDIS_URL it also asks Redis, at every check, and says what it heard in `redis`. A Redis that
  // does not answer leaves the instance ready (decision 072): every instance shares that Redis, so a 503
  // would take them all out of the balancer at once, while the rate limits go on in the database.
  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ready'), redis: z.enum(['ok', 'unreachable']).optional() }), 503: errorAnswerSchema },
      },
    },
    async (_request, reply) => {
      if (app.readiness.draining) return reply.status(503).send({ message: t.shuttingDown, code: 'SERVICE_UNAVAILABLE' })
      const redisCheck = app.readiness.redis
      const [database, redis] = await Promise.allSettled([pingDatabase(app.deps.db), redisCheck?.()])
      if (database.status === 'rejected') return reply.status(503).send({ message: t.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' })
      if (!redisCheck) return { status: 'ready' as const }
      return { status: 'ready' as const, redis: redis.status === 'fulfilled' ? ('ok' as const) : ('unreachable' as const) }
    },
  )
}
