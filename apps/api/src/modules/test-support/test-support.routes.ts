import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isAdjustableClock } from './adjustable-clock'

const clockBodySchema = z.strictObject({
  /** Place the server's "now" at this instant (it keeps moving from there). */
  now: z.string().datetime({ offset: true }).optional(),
  /** Or move it this many milliseconds from real time; 0 (or an empty body) goes back to real time. */
  offset_ms: z.number().int().optional(),
})
const clockReplySchema = z.object({ now: z.string(), offset_ms: z.number().int() })

/**
 * PUT /api/test-support/clock — for browser end-to-end runs only. app.ts registers it only when
 * NODE_ENV=test and TEST_CLOCK_CONTROL=1, and config.ts refuses that flag in production.
 */
export const testSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = app.deps.clock
  if (!isAdjustableClock(clock)) throw new Error('test-support routes need the adjustable clock (see server.ts)')

  app.put(
    '/test-support/clock',
    { schema: { hide: true, body: clockBodySchema, response: { 200: clockReplySchema } } },
    (request) => {
      const { now, offset_ms: offsetMs } = request.body
      clock.setOffset(0)
      clock.setOffset(now ? new Date(now).getTime() - clock.now().getTime() : (offsetMs ?? 0))
      return { now: clock.now().toISOString(), offset_ms: clock.offset() }
    },
  )
}
