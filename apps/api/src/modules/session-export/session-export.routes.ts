import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sessionExportQuerySchema } from '@acolhe/shared/schemas/session-export'
import { requireAdmin } from '../../plugins/auth'
import { exportSessions } from './session-export.service'

const errorSchema = errorAnswerSchema

/** The admin's CSV of consultations and payments, from /admin/consultas. */
export const sessionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/session/export',
    {
      preValidation: requireAdmin(),
      schema: {
        tags: ['consultas'],
        summary: 'Consultas e pagamentos de um período em CSV (admin; UTF-8 com BOM, separador ";")',
        querystring: sessionExportQuerySchema,
        response: { 200: z.string(), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportSessions(deps, request.query)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv)
    },
  )
}
