import { z } from 'zod'
import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { pixAutomaticoJobsResultSchema, pixAutomaticoTestActionResultSchema } from '@acolhe/shared/api/pix-automatico'
import { pixAutomaticoTestActionBodySchema } from '@acolhe/shared/schemas/pix-automatico'
import { pixAutomaticoTexts as t } from '@acolhe/shared/texts/pix-automatico'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError, NotFoundError } from '../../lib/errors'
import { txidOf } from '../../integrations/pix/pix-provider'
import { pixAutomaticoDepsOf } from './pix-automatico-deps'
import { runPixAutomatico } from './pix-automatico-job'
import * as repo from './pix-automatico.repository'
import { getPixAutomatico } from './pix-automatico.service'

const CONTROL_PATHS = {
  approve: 'approve',
  reject: 'reject',
  cancel_in_bank: 'cancel',
  pay_first_week: 'pay-first',
} as const

/**
 * Browser journeys only (registered with TEST_CLOCK_CONTROL=1 under NODE_ENV=test, like the clock route):
 * the fake PSP running beside the server (apps/api/test/helpers/fake-pix-psp.ts, `/__control/…`) plays the
 * patient's bank and the settlement, and sends its webhooks to this server before the answer comes back.
 */
export const pixAutomaticoTestSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = pixAutomaticoDepsOf(app)
  const control = async (path: string) => {
    const apiUrl = deps.config.pix?.apiUrl
    if (!apiUrl || !deps.gateway) throw new AppError(422, t.testSupportOff, 'UNPROCESSABLE')
    const origin = new URL(apiUrl).origin
    // The fake reads "now" from this server's (test) clock.
    await fetch(`${origin}/__control/clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: deps.clock.now().toISOString() }) })
    const answer = await fetch(`${origin}/__control/${path}`, { method: 'POST' })
    if (!answer.ok) throw new AppError(422, `${t.nothingToDebit} (${await answer.text()})`, 'UNPROCESSABLE')
  }

  app.post(
    '/test-support/pix-automatico/:seriesId/bank',
    {
      schema: {
        hide: true,
        params: z.object({ seriesId: z.string().uuid() }),
        body: pixAutomaticoTestActionBodySchema,
        response: { 200: pixAutomaticoTestActionResultSchema, 404: errorAnswerSchema, 422: errorAnswerSchema },
      },
    },
    async (request) => {
      const { seriesId } = request.params
      const [authorization] = await repo.listAuthorizationsOfSeries(deps.db, seriesId)
      if (!authorization) throw new NotFoundError(t.notFound)
      const { action, week_starts_at: weekStartsAt } = request.body
      if (action === 'debit_succeeds' || action === 'debit_fails') {
        const charges = await repo.listChargesOfAuthorizations(deps.db, [authorization.id])
        const open = charges.filter((c) => c.state === 'SCHEDULED' || c.state === 'FAILED_RETRYING')
        const charge = weekStartsAt ? open.find((c) => c.weekStartsAt.getTime() === new Date(weekStartsAt).getTime()) : open[0]
        if (!charge) throw new AppError(422, t.nothingToDebit, 'UNPROCESSABLE')
        await control(`cobr/${txidOf(charge.id)}/${action === 'debit_succeeds' ? 'paid' : 'refused'}`)
      } else {
        await control(`rec/${authorization.idRec}/${CONTROL_PATHS[action]}`)
      }
      return { ok: true, pix_automatico: await getPixAutomatico(deps, { kind: 'admin', id: authorization.userId }, seriesId) }
    },
  )

  app.post('/test-support/pix-automatico/run-jobs', { schema: { hide: true, response: { 200: pixAutomaticoJobsResultSchema, 422: errorAnswerSchema } } }, async () => {
    if (deps.config.pix?.apiUrl && deps.gateway) {
      const origin = new URL(deps.config.pix.apiUrl).origin
      await fetch(`${origin}/__control/clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: deps.clock.now().toISOString() }) })
    }
    return runPixAutomatico(deps)
  })
}
