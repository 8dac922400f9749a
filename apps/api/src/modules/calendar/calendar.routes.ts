import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { availabilityRoutes } from './availability.routes'
import { unavailabilityRoutes } from './unavailability.routes'

/** The professional's calendar: weekly availability and unavailability periods. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(availabilityRoutes)
  await app.register(unavailabilityRoutes)
}
