import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { faqEnvelopeSchema, faqListSchema } from '@acolhe/shared/api/faq'
import { faqBodySchema, faqListQuerySchema, faqOrderBodySchema, faqUpdateBodySchema } from '@acolhe/shared/schemas/faq'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { requireAdmin } from '../../plugins/auth'
import * as faq from './faq.service'

const tags = ['perguntas frequentes']
const errorSchema = errorAnswerSchema

/** FAQ (/questions…; order by priority, decision 021). */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/questions',
    { schema: { tags, summary: 'Perguntas frequentes na ordem de exibição', querystring: faqListQuerySchema, response: { 200: faqListSchema } } },
    // The back office's own readings are not visits.
    (request) => faq.listQuestions(deps, request.query, { countViews: request.actor?.kind !== 'admin' }),
  )

  app.post(
    '/questions',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Cria uma pergunta (admin)', body: faqBodySchema, response: { 201: faqEnvelopeSchema } } },
    async (request, reply) => reply.status(201).send({ question: await faq.createQuestion(deps, request.body) }),
  )

  app.patch(
    '/questions/order',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Reordena as perguntas (admin, arrastar e soltar)', body: faqOrderBodySchema, response: { 204: z.null(), 422: errorSchema } } },
    async (request, reply) => {
      await faq.reorderQuestions(deps, request.body)
      return reply.status(204).send(null)
    },
  )

  app.patch(
    '/questions/:id',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Edita uma pergunta (admin)', params: idParamSchema, body: faqUpdateBodySchema, response: { 200: faqEnvelopeSchema, 404: errorSchema } } },
    async (request) => ({ question: await faq.updateQuestion(deps, request.params.id, request.body) }),
  )

  app.delete(
    '/questions/:id',
    { preValidation: requireAdmin(), schema: { tags, summary: 'Apaga uma pergunta (admin)', params: idParamSchema, response: { 204: z.null(), 404: errorSchema } } },
    async (request, reply) => {
      await faq.deleteQuestion(deps, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
