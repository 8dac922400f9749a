import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Every /api answer is `Cache-Control: no-store` unless its route chose otherwise (the public,
 * immutable profile photos). API answers carry personal and health data keyed by the session cookie;
 * a shared proxy or the browser's disk cache must never keep them. One hook instead of a header per
 * route, so a new route cannot forget it.
 */
export default fp(async function noStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })
})
