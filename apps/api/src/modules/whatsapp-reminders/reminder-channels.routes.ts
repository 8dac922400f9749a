import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import { reminderChannelsSchema, whatsappChoiceBodySchema } from '@acolhe/shared/api/reminders'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, requireOwnSession } from '../../plugins/auth'
import { chooseWhatsApp, reminderChannels } from './whatsapp.service'

const tags = ['pacientes']
const errorSchema = errorAnswerSchema

/** The patient's reminder channels besides email: whether WhatsApp is offered, and their choice. */
export const reminderChannelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/user/me/reminder-channels',
    {
      preValidation: requireOwnSession('patient'),
      schema: { tags, summary: 'Canais de lembrete do paciente (WhatsApp disponível, escolha e quando)', response: { 200: reminderChannelsSchema, 401: errorSchema, 404: errorSchema } },
    },
    (request) => reminderChannels(deps, actorOf(request, 'patient').id),
  )

  app.put(
    '/user/me/reminder-channels/whatsapp',
    {
      preValidation: requireOwnSession('patient'),
      schema: {
        tags,
        summary: 'Liga ou desliga os lembretes por WhatsApp (consentimento registrado com data e hora)',
        body: whatsappChoiceBodySchema,
        response: { 200: reminderChannelsSchema, 401: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    (request) => chooseWhatsApp(deps, actorOf(request, 'patient').id, request.body.enabled),
  )
}
