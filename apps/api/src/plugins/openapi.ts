import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { ERROR_CODES } from '@acolhe/shared/api/error-code-list'

// Programs read `code`, people read `message` (docs/decisions/023-session-policy-and-error-codes.md).
const DESCRIPTION = [
  'API da plataforma Acolhe.',
  '',
  'Toda resposta de erro é `{ message, code }`: `message` em português para a pessoa, `code` para o programa.',
  `Códigos: ${ERROR_CODES.map((code) => `\`${code}\``).join(', ')}.`,
].join('\n')

/** OpenAPI generated from the routes' zod schemas, served at /api/docs. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Acolhe API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
})
