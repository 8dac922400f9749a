import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
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

/** One place maps every error to a status and a Portuguese `{ message }`. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      const message = first?.message && !/^Invalid input/.test(first.message) ? first.message : GENERIC_INVALID
      return reply.status(400).send({ message })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return reply.status(500).send({ message: GENERIC_SERVER })
    }
    const code = postgresCode(error)
    if (code === UNIQUE_VIOLATION) {
      return reply.status(409).send({ message: t.duplicate })
    }
    if (code === INVALID_TEXT) return reply.status(400).send({ message: GENERIC_INVALID })
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: t.tooManyRequests })
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: t.unsupportedMediaType })
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: t.payloadTooLarge })
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: GENERIC_INVALID })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ message: GENERIC_SERVER })
  })

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: t.routeNotFound })
  })
})
