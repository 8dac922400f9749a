import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { telehealthConsentStatusSchema } from '@acolhe/shared/api/telehealth-consent'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { acceptTelehealthConsentBodySchema } from '@acolhe/shared/schemas/telehealth-consent'
import { actorOf, requirePatient } from '../../plugins/auth'
import * as consent from './telehealth-consent.service'

const tags = ['consultas']
const errorSchema = errorAnswerSchema
const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema }

/** The logged-in patient's consent to online care with one professional (decision 034). */
export const telehealthConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/telehealth-consents/:id',
    {
      preValidation: requirePatient(),
      schema: {
        tags,
        summary: 'Se o paciente logado aceitou a versão em vigor do termo de atendimento online com este profissional',
        params: idParamSchema,
        response: { 200: telehealthConsentStatusSchema, ...refusals },
      },
    },
    (request) => consent.consentStatus(deps, actorOf(request, 'patient').id, request.params.id),
  )

  app.post(
    '/telehealth-consents',
    {
      preValidation: requirePatient(),
      schema: {
        tags,
        summary: 'O paciente logado aceita o termo de atendimento online (versão em vigor) para um profissional',
        body: acceptTelehealthConsentBodySchema,
        response: { 201: telehealthConsentStatusSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await consent.acceptConsent(deps, actorOf(request, 'patient').id, request.body)),
  )
}
