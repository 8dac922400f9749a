import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { taxReceiptListQuerySchema, taxReceiptListSchema, taxReceiptSchema } from '@acolhe/shared/api/tax-receipts'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { taxReceiptNumberBodySchema } from '@acolhe/shared/schemas/tax-receipts'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, requireProfessional } from '../../plugins/auth'
import * as receipts from './tax-receipts.service'

const tags = ['profissionais: recibos']
const errorSchema = errorAnswerSchema
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema }

/**
 * The professional's Receita Saúde receipts (decision 035): only the professional they belong to reads
 * or changes them; admins neither read nor change them.
 */
export const taxReceiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/professional-private/me/tax-receipts',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Recibos Receita Saúde a emitir e emitidos, um por pagamento recebido (filtro opcional por situação)',
        querystring: taxReceiptListQuerySchema,
        response: { 200: taxReceiptListSchema, ...refusals },
      },
    },
    (request) => receipts.listTaxReceipts(deps, actorOf(request, 'professional').id, request.query),
  )

  app.get(
    '/professional-private/me/tax-receipts/export',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Os mesmos recibos em CSV (UTF-8 com BOM, separador ";")',
        querystring: taxReceiptListQuerySchema,
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await receipts.exportTaxReceipts(deps, actorOf(request, 'professional').id, request.query)
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv)
    },
  )

  app.patch(
    '/professional-private/me/tax-receipts/:id',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Registra (ou corrige) o número do recibo emitido no aplicativo Receita Saúde',
        params: idParamSchema,
        body: taxReceiptNumberBodySchema,
        response: { 200: taxReceiptSchema, ...refusals, 404: errorSchema, 422: errorSchema },
      },
    },
    (request) => receipts.recordReceiptNumber(deps, actorOf(request, 'professional').id, request.params.id, request.body),
  )
}
