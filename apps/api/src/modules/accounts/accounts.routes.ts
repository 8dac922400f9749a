import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { patientEnvelopeSchema } from '@acolhe/shared/api/patient'
import { loginSchema } from '@acolhe/shared/schemas/auth'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { limitByEmail } from '../../lib/account-rate-limit'
import { sensitiveRateLimit } from '../../lib/rate-limit'
import { actorOf, closeSession, openSession, requireOwnSession } from '../../plugins/auth'
import * as accounts from './accounts.service'
import { toPatientDto } from './patient-view'
import { patientCompleteBodySchema, patientSignUpBodySchema } from '@acolhe/shared/schemas/patient'

const tags = ['pacientes: acesso']
const errorSchema = errorAnswerSchema

/** Patient sign-up, login, current patient and logout (/user…; docs/product/accounts-and-access.md). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps
  // Birthdays are judged against the server's own clock (the age rule needs today).
  const now = () => deps.clock.now()
  const rateLimit = sensitiveRateLimit(deps.config.rateLimitPerMinute)

  app.post(
    '/user',
    {
      config: rateLimit,
      preHandler: limitByEmail(app.accountLimiter, 'sign-up'),
      schema: {
        tags,
        summary: 'Cadastro de paciente (etapa 1, com os dados da etapa 2 opcionais); já entra na conta',
        body: patientSignUpBodySchema(now),
        response: { 201: patientEnvelopeSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const patient = await accounts.signUp(deps, request.body, { ip: request.ip })
      await openSession(request, reply, { kind: 'patient', id: patient.id })
      return reply.status(201).send({ user: toPatientDto(patient) })
    },
  )

  app.post(
    '/user/login',
    {
      config: rateLimit,
      preHandler: limitByEmail(app.accountLimiter, 'login:patient'),
      schema: { tags, summary: 'Login do paciente', body: loginSchema, response: { 200: patientEnvelopeSchema, 401: errorSchema, 403: errorSchema } },
    },
    async (request, reply) => {
      const patient = await accounts.logIn(deps, request.body)
      await openSession(request, reply, { kind: 'patient', id: patient.id })
      return { user: toPatientDto(patient) }
    },
  )

  app.get(
    '/user/me',
    {
      preValidation: requireOwnSession('patient'),
      schema: { tags, summary: 'Paciente da sessão atual', response: { 200: patientEnvelopeSchema, 401: errorSchema } },
    },
    async (request) => ({ user: toPatientDto(await accounts.getPatient(deps, actorOf(request, 'patient').id)) }),
  )

  app.patch(
    '/user/:id/complete',
    {
      preValidation: requireOwnSession('patient'),
      schema: {
        tags,
        summary: 'Conclui o cadastro incompleto (dados da etapa 2, termos e senha)',
        params: idParamSchema,
        body: patientCompleteBodySchema(now),
        response: { 200: patientEnvelopeSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request, 'patient')
      const patient = await accounts.completeSignUp(deps, actor.id, request.params.id, request.body, { ip: request.ip })
      return { user: toPatientDto(patient) }
    },
  )

  app.delete(
    '/user/logout',
    { schema: { tags, summary: 'Sair da conta (encerra a sessão no servidor)', response: { 204: z.null() } } },
    async (request, reply) => {
      await closeSession(request, reply)
      return reply.status(204).send(null)
    },
  )
}
