import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { earningsSchema } from '@acolhe/shared/api/earnings'
import { actorOf, requireProfessional } from '../../plugins/auth'
import { earningsOf } from './earnings.service'

const errorSchema = errorAnswerSchema

/** The professional's earnings per month (decision 027). */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps
  app.get(
    '/professional-private/me/earnings',
    {
      preValidation: requireProfessional(),
      schema: {
        tags: ['profissionais: agenda'],
        summary: 'Ganhos por mês (horário de Brasília, últimos 12 meses): consultas pagas, valor bruto, custos operacionais e valor do serviço',
        response: { 200: earningsSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    (request) => earningsOf(deps, actorOf(request, 'professional').id),
  )
}
