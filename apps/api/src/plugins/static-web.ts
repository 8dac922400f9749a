import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'

/**
 * Serves the built single-page app; every non-API path answers index.html so the
 * client router owns it. Hashed assets are cached for a year, index.html never.
 */
export default fp(async function staticWeb(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = join(options.distDir, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web build not found: only the API is served')
    return
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      if (path.includes(`${join(options.distDir, 'assets')}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable')
      }
    },
  })
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: t.routeNotFound })
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
})
