import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { BadRequestError } from '../lib/errors'

// Deep enough for every JSON body the API accepts; deeper input is refused by the route schemas anyway.
const MAX_DEPTH = 8

/** True when a string (or an object key) anywhere in the value holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1))
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1))
}

async function refuseNul(request: FastifyRequest): Promise<void> {
  if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
    throw new BadRequestError(t.nulCharacter)
  }
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL reaching a query fails it with a server error. One check
 * refuses it in every query string, path parameter and JSON body before validation, so no search field
 * or free-text column needs to remember it. It is appended to every route's own preValidation, so it runs
 * after the route's guard: who is asking is judged before what they send (plugins/auth.ts).
 */
export default fp(async function nulBytes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const own = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]
    route.preValidation = [...own, refuseNul]
  })
})
