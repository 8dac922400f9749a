import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminPatientEnvelopeSchema,
  adminPatientListSchema,
  adminProfessionalEnvelopeSchema,
  adminProfessionalListSchema,
  auditListSchema,
  dashboardIndicatorsSchema,
} from '@acolhe/shared/api/admin-lists'
import { adminPatientsQuerySchema, adminProfessionalsQuerySchema, auditQuerySchema } from '@acolhe/shared/schemas/admin-lists'
import { patientBanBodySchema, patientProfileBodySchema } from '@acolhe/shared/schemas/patient'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { actorOf, requireAdmin, requireAnyOf } from '../../plugins/auth'
import * as backOffice from './back-office.service'
import { suspensionRoutes } from './suspension.routes'

const tags = ['administração']
const errorSchema = errorAnswerSchema
const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema }

/** The back office's people, counters and history (docs/product/screens-and-routes.md), plus the patient's own profile edit. */
export const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps
  // Authorization and suspension live in their own file (decision 026).
  await app.register(suspensionRoutes)
  // Birthdays are judged against the server's own clock (the age rule needs today).
  const now = () => deps.clock.now()

  app.get(
    '/professional-private/all',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Profissionais com filtros (admin)', querystring: adminProfessionalsQuerySchema, response: { 200: adminProfessionalListSchema } } },
    (request) => backOffice.listProfessionals(deps, request.query),
  )

  app.get(
    '/professional-private/:id',
    {
      preValidation: requireAdmin(),
      schema: {
        tags,
        summary: 'Um profissional com a clínica (admin)',
        params: idParamSchema,
        querystring: z.object({ getClinicAddress: z.string().max(5).optional() }),
        response: { 200: adminProfessionalEnvelopeSchema, ...refusals },
      },
    },
    async (request) => ({ professional: await backOffice.getProfessional(deps, request.params.id) }),
  )

  app.get(
    '/user',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Pacientes com filtros (admin)', querystring: adminPatientsQuerySchema, response: { 200: adminPatientListSchema } } },
    (request) => backOffice.listPatients(deps, request.query),
  )

  app.get(
    '/user/:id',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Um paciente (admin; a leitura fica registrada)', params: idParamSchema, response: { 200: adminPatientEnvelopeSchema, ...refusals } } },
    async (request) => ({ user: await backOffice.getPatientForAdmin(deps, actorOf(request, 'admin'), request.params.id) }),
  )

  app.patch(
    '/user/:id',
    {
      preValidation: requireAnyOf('patient', 'admin'),
      schema: {
        tags,
        summary: 'Edita os dados do paciente (o próprio paciente ou admin); nunca email nem foto',
        params: idParamSchema,
        body: patientProfileBodySchema(now),
        response: { 200: adminPatientEnvelopeSchema, ...refusals, 422: errorSchema },
      },
    },
    async (request) => ({ user: await backOffice.editPatient(deps, actorOf(request, 'patient', 'admin'), request.params.id, request.body) }),
  )

  app.delete(
    '/user/:id',
    {
      preValidation: requireAdmin(),
      schema: { tags, summary: 'Desativa (ban) ou reativa um paciente (admin)', params: idParamSchema, body: patientBanBodySchema, response: { 200: adminPatientEnvelopeSchema, ...refusals } },
    },
    async (request) => ({ user: await backOffice.setBan(deps, actorOf(request, 'admin'), request.params.id, request.body) }),
  )

  app.get(
    '/dashboard/indicators',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Contadores do painel (admin)', response: { 200: dashboardIndicatorsSchema } } },
    () => backOffice.dashboardIndicators(deps),
  )

  app.get(
    '/audit',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Histórico de alterações de um registro (admin)', querystring: auditQuerySchema, response: { 200: auditListSchema } } },
    (request) => backOffice.auditHistory(deps, request.query),
  )
}
