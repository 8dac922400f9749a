import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'

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
        await app.deps.db.execute(sql`select 1`)
        return { status: 'ok' as const }
      } catch {
        return reply.status(503).send({ message: t.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' })
      }
    },
  )
}
