import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { recoveryCodeSchema, recoveryRequestSchema, recoveryResetBodySchema } from '@acolhe/shared/schemas/auth'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { limitByEmail } from '../../lib/account-rate-limit'
import { sensitiveRateLimit } from '../../lib/rate-limit'
import * as recovery from './recovery.service'

const tags = ['recuperação de senha']
const messageSchema = z.object({ message: z.string() })

/** Password recovery for patients and professionals (docs/product/accounts-and-access.md, decision 007). */
export const passwordRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps
  const rateLimit = sensitiveRateLimit(deps.config.rateLimitPerMinute)

  app.post(
    '/password-recovery',
    {
      config: rateLimit,
      preHandler: limitByEmail(app.accountLimiter, 'recovery'),
      schema: { tags, summary: 'Envia um código de 6 dígitos ao email, se houver conta', body: recoveryRequestSchema, response: { 202: messageSchema } },
    },
    async (request, reply) => {
      await recovery.requestCode(deps, request.body)
      return reply.status(202).send({ message: t.recoveryRequested })
    },
  )

  app.post(
    '/password-recovery/verify',
    {
      config: rateLimit,
      preHandler: limitByEmail(app.accountLimiter, 'recovery-code'),
      schema: { tags, summary: 'Confere o código (conta uma tentativa quando errado)', body: recoveryCodeSchema, response: { 200: z.object({ valid: z.literal(true) }), 400: errorAnswerSchema } },
    },
    async (request) => {
      await recovery.verifyCode(deps, request.body)
      return { valid: true as const }
    },
  )

  app.post(
    '/password-recovery/reset',
    {
      config: rateLimit,
      preHandler: limitByEmail(app.accountLimiter, 'recovery-code'),
      schema: { tags, summary: 'Define a nova senha com o código e encerra as sessões abertas', body: recoveryResetBodySchema, response: { 204: z.null(), 400: errorAnswerSchema } },
    },
    async (request, reply) => {
      await recovery.resetPassword(deps, request.body)
      return reply.status(204).send(null)
    },
  )
}
