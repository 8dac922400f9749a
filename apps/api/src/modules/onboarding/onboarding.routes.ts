import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { onboardingSchema } from '@acolhe/shared/api/onboarding'
import { actorOf, requireProfessional } from '../../plugins/auth'
import * as onboarding from './onboarding.service'

const tags = ['profissionais: cadastro e perfil']
const errorSchema = errorAnswerSchema
const refusals = { 401: errorSchema, 403: errorSchema }

/** The professional's first-run checklist (decision 027). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/professional-private/me/onboarding',
    { preValidation: requireProfessional(), schema: { tags, summary: 'Primeiros passos do profissional (disponibilidade, perfil, link), conferidos pelo servidor', response: { 200: onboardingSchema, ...refusals } } },
    (request) => onboarding.onboardingOf(deps, actorOf(request, 'professional').id),
  )

  app.post(
    '/professional-private/me/onboarding/link-copied',
    { preValidation: requireProfessional(), schema: { tags, summary: 'Registra que o profissional copiou seu link de agendamento', response: { 200: onboardingSchema, ...refusals } } },
    (request) => onboarding.recordLinkCopied(deps, actorOf(request, 'professional').id),
  )
}
