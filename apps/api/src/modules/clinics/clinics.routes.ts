import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clinicEnvelopeSchema, clinicListSchema, clinicTiesSchema } from '@acolhe/shared/api/clinic'
import { clinicListQuerySchema, clinicWithAddressBodySchema, clinicWithAddressUpdateBodySchema } from '@acolhe/shared/schemas/clinic'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { requireAdmin } from '../../plugins/auth'
import * as clinics from './clinics.service'

const tags = ['clínicas']
const errorSchema = errorAnswerSchema

/** Clinics with their address (/clinic…). */
export const clinicsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/clinic',
    { schema: { tags, summary: 'Lista de clínicas (ativas para todos; todas, com filtros, para admin)', querystring: clinicListQuerySchema, response: { 200: clinicListSchema } } },
    (request) => clinics.listClinics(deps, request.actor, request.query),
  )

  app.get(
    '/clinic/:id',
    {
      schema: {
        tags,
        summary: 'Uma clínica com o endereço',
        params: idParamSchema,
        querystring: z.object({ include_address: z.string().max(5).optional() }),
        response: { 200: clinicEnvelopeSchema, 404: errorSchema },
      },
    },
    async (request) => ({ clinic: await clinics.getClinic(deps, request.actor, request.params.id) }),
  )

  app.get(
    '/clinic/:id/ties',
    {
      preValidation: requireAdmin(),
      schema: {
        tags,
        summary: 'O que a desativação da clínica afeta: profissionais vinculados e consultas presenciais futuras (admin)',
        params: idParamSchema,
        response: { 200: clinicTiesSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    (request) => clinics.getClinicTies(deps, request.params.id),
  )

  app.post(
    '/clinic/with-address',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Cria clínica e endereço (admin)', body: clinicWithAddressBodySchema, response: { 201: clinicEnvelopeSchema, 409: errorSchema } } },
    async (request, reply) => reply.status(201).send({ clinic: await clinics.createClinic(deps, request.body) }),
  )

  app.patch(
    '/clinic/with-address',
    {
      preValidation: requireAdmin(),
      schema: { tags, summary: 'Edita clínica e endereço (admin)', body: clinicWithAddressUpdateBodySchema, response: { 200: clinicEnvelopeSchema, 404: errorSchema, 409: errorSchema } },
    },
    async (request) => ({ clinic: await clinics.updateClinic(deps, request.body) }),
  )
}
