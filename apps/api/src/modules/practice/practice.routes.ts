import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { errorAnswerSchema as errorSchema } from '@acolhe/shared/api/error-codes'
import { adminServiceListSchema, adminServiceSchema, practiceSchema, practiceTermListSchema, practiceTermSchema } from '@acolhe/shared/api/practice'
import { practiceBodySchema, practiceTermCreateBodySchema, practiceTermEditBodySchema, serviceBoundsBodySchema } from '@acolhe/shared/schemas/practice'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { actorOf, requireAdmin, requireProfessional } from '../../plugins/auth'
import * as practice from './practice.service'

const tags = ['perfil: abordagens, temas e valores']

/** The profile's owner (even awaiting authorization: PENDING_PROFESSIONAL_ROUTES) or an admin; the service narrows it to the owner. */
async function requireOwnerOrAdmin(request: FastifyRequest): Promise<void> {
  if (request.actor?.kind === 'admin') return requireAdmin()(request)
  return requireProfessional()(request)
}

/** Approaches, themes, languages and own prices (decision 043). */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps

  app.get(
    '/practice-terms',
    { schema: { tags, summary: 'Abordagens e temas ativos (filtros da busca e formulários)', response: { 200: practiceTermListSchema } } },
    () => practice.listTerms(db, true),
  )

  app.get(
    '/admin/practice-terms',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Todas as abordagens e temas, inclusive desativados (admin)', response: { 200: practiceTermListSchema } } },
    () => practice.listTerms(db, false),
  )

  app.post(
    '/admin/practice-terms',
    {
      preValidation: requireAdmin(),
      schema: { tags, summary: 'Cria uma abordagem ou tema (admin)', body: practiceTermCreateBodySchema, response: { 201: z.object({ term: practiceTermSchema }), 409: errorSchema } },
    },
    async (request, reply) => reply.status(201).send(await practice.createTerm(db, request.body)),
  )

  app.patch(
    '/admin/practice-terms/:id',
    {
      preValidation: requireAdmin(),
      schema: {
        tags,
        summary: 'Renomeia, desativa ou reativa uma abordagem ou tema (admin)',
        params: idParamSchema,
        body: practiceTermEditBodySchema,
        response: { 200: z.object({ term: practiceTermSchema }), 404: errorSchema, 409: errorSchema },
      },
    },
    (request) => practice.editTerm(db, request.params.id, request.body),
  )

  app.get(
    '/professional-private/:id/practice',
    { preValidation: requireOwnerOrAdmin, schema: { tags, summary: 'Abordagens, temas, idiomas e valores do profissional', params: idParamSchema, response: { 200: practiceSchema, 404: errorSchema } } },
    (request) => practice.getPractice(db, actorOf(request, 'professional', 'admin'), request.params.id),
  )

  app.put(
    '/professional-private/:id/practice',
    {
      preValidation: requireOwnerOrAdmin,
      schema: {
        tags,
        summary: 'Salva abordagens, temas, idiomas, valor próprio e valor social (dentro da faixa do admin)',
        params: idParamSchema,
        body: practiceBodySchema,
        response: { 200: practiceSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    (request) => practice.savePractice(db, actorOf(request, 'professional', 'admin'), request.params.id, request.body),
  )

  app.get(
    '/admin/services',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Tabela de valores com as faixas (admin)', response: { 200: adminServiceListSchema } } },
    () => practice.listServices(db),
  )

  app.put(
    '/admin/services/:id/bounds',
    {
      preValidation: requireAdmin(),
      schema: {
        tags,
        summary: 'Define o valor padrão e a faixa (mínimo e máximo) de um tipo (admin)',
        params: idParamSchema,
        body: serviceBoundsBodySchema,
        response: { 200: z.object({ service: adminServiceSchema }), 404: errorSchema, 422: errorSchema },
      },
    },
    (request) => practice.setServiceBounds(db, request.params.id, request.body),
  )
}
