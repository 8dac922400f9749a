import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf, closeSession, requireOwnSession } from '../../plugins/auth'
import { deletePatientAccount, exportPatientData } from './privacy.service'

const tags = ['pacientes: LGPD']
const errorSchema = errorAnswerSchema

/** LGPD: the patient downloads all their data and may delete their account. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/user/me/export',
    { preValidation: requireOwnSession('patient'), schema: { tags, summary: 'Baixa todos os dados do paciente (JSON)', response: { 200: z.record(z.string(), z.unknown()), 401: errorSchema } } },
    async (request, reply) => {
      const data = await exportPatientData(deps, actorOf(request, 'patient').id)
      return reply
        .header('content-disposition', 'attachment; filename="acolhe-meus-dados.json"')
        .header('cache-control', 'no-store')
        .send(data)
    },
  )

  app.delete(
    '/user/me',
    {
      preValidation: requireOwnSession('patient'),
      schema: {
        tags,
        summary: 'Exclui a conta do paciente (dados pessoais apagados, histórico anonimizado)',
        body: z.strictObject({ password: z.string().max(255).optional() }).optional(),
        response: { 204: z.null(), 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await deletePatientAccount(deps, actorOf(request, 'patient').id, request.body?.password)
      await closeSession(request, reply)
      return reply.status(204).send(null)
    },
  )
}
