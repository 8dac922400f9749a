import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import type { ErrorAnswer } from '@acolhe/shared/api/error-codes'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { AppError } from '../lib/errors'

const GENERIC_INVALID = t.invalidRequest
const GENERIC_SERVER = t.unexpected

// Postgres error codes the domain can cause on purpose (constraints are the last word).
const UNIQUE_VIOLATION = '23505'
const INVALID_TEXT = '22P02'

function postgresCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** Status and body of any error: a Portuguese `message` and a machine-readable `code` (docs/decisions/023-…). */
function answerFor(error: FastifyError, log: FastifyInstance['log']): { status: number; body: ErrorAnswer } {
  if (error instanceof AppError) return { status: error.statusCode, body: { ...error.details, message: error.message, code: error.code } }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]
    const message = first?.message && !/^Invalid input/.test(first.message) ? first.message : GENERIC_INVALID
    return { status: 400, body: { message, code: 'VALIDATION' } }
  }
  if (isResponseSerializationError(error)) {
    log.error({ err: error }, 'response did not match its schema')
    return { status: 500, body: { message: GENERIC_SERVER, code: 'SERVER_ERROR' } }
  }
  const code = postgresCode(error)
  if (code === UNIQUE_VIOLATION) return { status: 409, body: { message: t.duplicate, code: 'DUPLICATE' } }
  if (code === INVALID_TEXT) return { status: 400, body: { message: GENERIC_INVALID, code: 'VALIDATION' } }
  if (error.statusCode === 429) return { status: 429, body: { message: t.tooManyRequests, code: 'TOO_MANY_REQUESTS' } }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { status: 415, body: { message: t.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' } }
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return { status: 413, body: { message: t.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' } }
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { message: GENERIC_INVALID, code: 'VALIDATION' } }
  }
  log.error({ err: error }, 'unhandled error')
  return { status: 500, body: { message: GENERIC_SERVER, code: 'SERVER_ERROR' } }
}

/** One place maps every error to a status and `{ message, code }`. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = answerFor(error, request.log)
    return reply.status(status).send(body)
  })

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ message: t.routeNotFound, code: 'NOT_FOUND' })
  })
})
