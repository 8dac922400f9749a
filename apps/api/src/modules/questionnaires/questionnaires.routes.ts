import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import {
  openQuestionnairesSchema,
  patientQuestionnairesSchema,
  questionnaireAlertsSchema,
  questionnaireAnswerOutcomeSchema,
  questionnaireAssignmentSchema,
  questionnaireHistorySchema,
  questionnaireMarksSchema,
  questionnaireSharingSchema,
} from '@acolhe/shared/api/questionnaires'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { assignQuestionnaireBodySchema, questionnaireAnswersBodySchema, questionnairePatientParamSchema, questionnaireSharingBodySchema } from '@acolhe/shared/schemas/questionnaires'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf, requirePatient, requireProfessional, requireSessionParty } from '../../plugins/auth'
import * as questionnaires from './questionnaires.service'

const tags = ['questionários']
const errorSchema = errorAnswerSchema
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema }

/**
 * Questionnaires before consultations (decisions 093–095). The professional reads and schedules only their
 * own patients' questionnaires (a stranger's patient is a 404); the patient answers their own; admins
 * have no route here, and no admin screen shows an answer. The patient sees their own scores only of the
 * instruments their professional shared (decision 099): the service omits the rest.
 */
export const questionnairesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/professional-private/me/questionnaires/:patientId',
    {
      preValidation: requireSessionParty('professional'),
      schema: {
        tags,
        summary: 'Questionários de um paciente: os programados, cada um pedido com estado, respostas e pontuação (decifradas; leitura registrada) e as consultas',
        params: questionnairePatientParamSchema,
        response: { 200: patientQuestionnairesSchema, ...refusals },
      },
    },
    (request) => questionnaires.getPatientQuestionnaires(deps, actorOf(request, 'professional').id, request.params.patientId),
  )

  app.post(
    '/professional-private/me/questionnaires/:patientId/assignments',
    {
      preValidation: requireProfessional(),
      schema: {
        tags,
        summary: 'Programa um questionário (PHQ-9, GAD-7) para um paciente: uma vez, antes de toda consulta ou a cada N consultas',
        params: questionnairePatientParamSchema,
        body: assignQuestionnaireBodySchema,
        response: { 201: questionnaireAssignmentSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await questionnaires.assignQuestionnaire(deps, actorOf(request, 'professional').id, request.params.patientId, request.body)
      return reply.status(201).send(created)
    },
  )

  app.put(
    '/professional-private/me/questionnaires/:patientId/sharing',
    {
      preValidation: requireSessionParty('professional'),
      schema: {
        tags,
        summary: 'Mostra (ou deixa de mostrar) ao paciente o próprio histórico de um questionário: pontuações e faixas, nunca as respostas',
        params: questionnairePatientParamSchema,
        body: questionnaireSharingBodySchema,
        response: { 200: questionnaireSharingSchema, ...refusals },
      },
    },
    (request) => questionnaires.setSharing(deps, actorOf(request, 'professional').id, request.params.patientId, request.body),
  )

  app.post(
    '/professional-private/me/questionnaire-assignments/:id/stop',
    {
      preValidation: requireSessionParty('professional'),
      schema: { tags, summary: 'Encerra um questionário programado (as respostas ficam)', params: idParamSchema, response: { 200: questionnaireAssignmentSchema, ...refusals } },
    },
    (request) => questionnaires.stopQuestionnaire(deps, actorOf(request, 'professional').id, request.params.id),
  )

  app.get(
    '/professional-private/me/questionnaire-marks',
    {
      preValidation: requireSessionParty('professional'),
      schema: { tags, summary: 'Pontuações e alertas dos questionários respondidos, por consulta, para a agenda', response: { 200: questionnaireMarksSchema, ...refusals } },
    },
    (request) => questionnaires.listMarks(deps, actorOf(request, 'professional').id),
  )

  app.get(
    '/professional-private/me/questionnaire-alerts',
    {
      preValidation: requireSessionParty('professional'),
      schema: { tags, summary: 'Alertas de segurança dos questionários (item 9 do PHQ-9), com envio do email e leitura', response: { 200: questionnaireAlertsSchema, ...refusals } },
    },
    (request) => questionnaires.listAlerts(deps, actorOf(request, 'professional').id),
  )

  app.post(
    '/professional-private/me/questionnaire-alerts/:id/read',
    {
      preValidation: requireSessionParty('professional'),
      schema: { tags, summary: 'Registra a leitura de um alerta de questionário', params: idParamSchema, response: { 204: z.null(), ...refusals } },
    },
    async (request, reply) => {
      await questionnaires.markAlertRead(deps, actorOf(request, 'professional').id, request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/user/me/questionnaires',
    {
      preValidation: requirePatient(),
      schema: { tags, summary: 'Questionários que o paciente pode responder agora (cada um antes de uma consulta)', response: { 200: openQuestionnairesSchema, ...refusals } },
    },
    (request) => questionnaires.listOpenQuestionnaires(deps, actorOf(request, 'patient').id),
  )

  app.get(
    '/user/me/questionnaire-history',
    {
      preValidation: requirePatient(),
      schema: {
        tags,
        summary: 'O histórico do próprio paciente (pontuações e faixas), só dos questionários que o profissional escolheu mostrar; leitura registrada',
        response: { 200: questionnaireHistorySchema, ...refusals },
      },
    },
    (request) => questionnaires.getOwnHistory(deps, actorOf(request, 'patient').id),
  )

  app.post(
    '/user/me/questionnaire-answers',
    {
      preValidation: requirePatient(),
      schema: {
        tags,
        summary: 'Envia as respostas de um questionário (cifradas); diz se o aviso de crise deve aparecer',
        body: questionnaireAnswersBodySchema,
        response: { 201: questionnaireAnswerOutcomeSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const outcome = await questionnaires.answerQuestionnaire(deps, actorOf(request, 'patient').id, request.body)
      return reply.status(201).send(outcome)
    },
  )

  app.post(
    '/user/me/questionnaire-answers/:id/contact-request',
    {
      preValidation: requirePatient(),
      schema: { tags, summary: 'Pede, do aviso de crise, para conversar com o profissional antes da consulta', params: idParamSchema, response: { 204: z.null(), ...refusals } },
    },
    async (request, reply) => {
      await questionnaires.requestContact(deps, actorOf(request, 'patient').id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
