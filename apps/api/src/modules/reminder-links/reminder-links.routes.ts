import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { reminderLinkBodySchema, reminderLinkOutcomeSchema, reminderLinkPreviewSchema } from '@acolhe/shared/api/reminders'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { previewReminderLink, useReminderLink } from './reminder-links.service'

const tags = ['lembretes']
const errorSchema = errorAnswerSchema

/**
 * POST /api/reminder-links/use — the page a reminder's link opens posts its token here. No login: the
 * signed, single-use token names the session and the action. A POST (never the link's GET) acts, so
 * mail scanners that open links change nothing.
 */
export const reminderLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.post(
    '/reminder-links/use',
    {
      schema: {
        tags,
        summary: 'Usa um link de lembrete (confirmar presença ou cancelar), uma única vez',
        body: reminderLinkBodySchema,
        response: { 200: reminderLinkOutcomeSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 410: errorSchema, 422: errorSchema },
      },
    },
    (request) => useReminderLink(deps, request.body.token),
  )

  // The cancel page asks this before its button: what cancelling now does with the money. Nothing is done
  // and the link stays unused (decision 067).
  app.post(
    '/reminder-links/preview',
    {
      schema: {
        tags,
        summary: 'Diz, antes do clique, o que o cancelamento por um link de lembrete faria com o valor pago',
        body: reminderLinkBodySchema,
        response: { 200: reminderLinkPreviewSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 410: errorSchema, 422: errorSchema },
      },
    },
    (request) => previewReminderLink(deps, request.body.token),
  )
}
