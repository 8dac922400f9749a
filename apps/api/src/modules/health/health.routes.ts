import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { pingDatabase } from './health.repository'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
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
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ready') }), 503: errorAnswerSchema },
      },
    },
    async (_request, reply) => {
      if (app.readiness.draining) return reply.status(503).send({ message: t.shuttingDown, code: 'SERVICE_UNAVAILABLE' })
      try {
        await pingDatabase(app.deps.db)
        return { status: 'ready' as const }
      } catch {
        return reply.status(503).send({ message: t.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' })
      }
    },
  )
}
