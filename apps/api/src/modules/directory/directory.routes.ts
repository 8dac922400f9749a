import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicProfessionalListSchema, publicProfessionalSchema, serviceSchema } from '@acolhe/shared/api/directory'
import { professionalTypeParamSchema, publicProfessionalsQuerySchema } from '@acolhe/shared/schemas/directory'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import * as directory from './directory.service'

const tags = ['diretório']

/** Public reads: the professionals a visitor can book and the price list. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps

  app.get(
    '/professional',
    { schema: { tags, summary: 'Profissionais autorizados: filtros (abordagem, tema, idioma, modalidade, valor, horário nesta semana), ordem e próximo horário livre', querystring: publicProfessionalsQuerySchema, response: { 200: publicProfessionalListSchema } } },
    (request) => directory.listProfessionals(db, clock.now(), request.query),
  )

  app.get(
    '/professional/:id',
    { schema: { tags, summary: 'Perfil público de um profissional', params: idParamSchema, response: { 200: publicProfessionalSchema } } },
    (request) => directory.getProfessional(db, clock.now(), request.params.id),
  )

  app.get(
    '/services',
    { schema: { tags, summary: 'Tabela de serviços e valores', response: { 200: z.array(serviceSchema) } } },
    () => directory.listServices(db),
  )

  app.get(
    '/services/by-professional-type/:type',
    {
      schema: {
        tags,
        summary: 'Serviços de um tipo de profissional',
        params: professionalTypeParamSchema,
        response: { 200: z.object({ professionalType: professionalTypeParamSchema.shape.type, services: z.array(serviceSchema) }) },
      },
    },
    async (request) => ({
      professionalType: request.params.type,
      services: await directory.listServices(db, request.params.type),
    }),
  )

  app.get(
    '/services-private/:id',
    { schema: { tags, summary: 'Um serviço', params: idParamSchema, response: { 200: serviceSchema } } },
    (request) => directory.getService(db, request.params.id),
  )
}
