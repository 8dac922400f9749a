import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Keeps the list of every route as `METHOD /url`. Tests walk it so that a new endpoint cannot slip
 * past the access matrix or the fuzzing; registered before any route.
 */
export default fp(async function routeList(app: FastifyInstance) {
  const routes: string[] = []
  app.decorate('routeList', routes)
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${route.url}`)
  })
})

declare module 'fastify' {
  interface FastifyInstance {
    routeList: string[]
  }
}
