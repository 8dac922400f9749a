import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorAnswer } from '@acolhe/shared/api/error-codes'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'

/**
 * A malformed or over-long path never reaches a route or the error handler: Fastify answers it itself
 * unless told otherwise. Answered here like any refusal, `{ message, code }` in Portuguese.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const answer: ErrorAnswer = { message: t.invalidRequest, code: 'VALIDATION' }
  void reply.code(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400).send(answer)
}
