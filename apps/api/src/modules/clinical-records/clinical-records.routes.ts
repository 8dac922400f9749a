import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  clinicalNoteSchema,
  clinicalRecordPatientsSchema,
  clinicalRecordSchema,
  copyRequestSchema,
  patientClinicalRecordsSchema,
} from '@acolhe/shared/api/clinical-records'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { clinicalNoteBodySchema, copyDecisionBodySchema, patientIdParamSchema, professionalIdParamSchema } from '@acolhe/shared/schemas/clinical-records'
import { actorOf, requirePatient, requireSessionParty } from '../../plugins/auth'
import * as records from './clinical-records.service'

const tags = ['prontuário']
const errorSchema = errorAnswerSchema
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema }

/**
 * The clinical record (decision 036). A professional reads and writes only their own patients' records —
 * a suspended one too, since the record outlives the authorization; admins have no route here. The
 * patient sees which records they have and downloads a copy once the professional approved it.
 */
export const clinicalRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps

  app.get(
    '/professional-private/me/clinical-records',
    {
      preValidation: requireSessionParty('professional'),
      schema: { tags, summary: 'Pacientes atendidos, com o número de anotações e de pedidos de cópia abertos', response: { 200: clinicalRecordPatientsSchema, ...refusals } },
    },
    (request) => records.listRecordPatients(deps, actorOf(request, 'professional').id),
  )

  app.get(
    '/professional-private/me/clinical-records/:patientId',
    {
      preValidation: requireSessionParty('professional'),
      schema: {
        tags,
        summary: 'Prontuário de um paciente: anotações (decifradas, leitura registrada), consultas que aceitam anotação e pedidos de cópia',
        params: patientIdParamSchema,
        response: { 200: clinicalRecordSchema, ...refusals },
      },
    },
    (request) => records.getRecord(deps, actorOf(request, 'professional').id, request.params.patientId),
  )

  app.post(
    '/professional-private/me/clinical-records/:patientId/notes',
    {
      preValidation: requireSessionParty('professional'),
      schema: {
        tags,
        summary: 'Nova anotação de uma consulta iniciada ou finalizada (cifrada; não pode ser alterada)',
        params: patientIdParamSchema,
        body: clinicalNoteBodySchema,
        response: { 201: clinicalNoteSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const note = await records.addNote(deps, actorOf(request, 'professional').id, request.params.patientId, request.body)
      return reply.status(201).send(note)
    },
  )

  app.patch(
    '/professional-private/me/clinical-record-copies/:id',
    {
      preValidation: requireSessionParty('professional'),
      schema: {
        tags,
        summary: 'Aprova ou recusa um pedido de cópia do prontuário',
        params: idParamSchema,
        body: copyDecisionBodySchema,
        response: { 200: copyRequestSchema, ...refusals },
      },
    },
    (request) => records.decideCopyRequest(deps, actorOf(request, 'professional').id, request.params.id, request.body.approved),
  )

  app.get(
    '/user/me/clinical-records',
    {
      preValidation: requirePatient(),
      schema: { tags, summary: 'Prontuários do paciente (um por profissional que o atendeu) e seus pedidos de cópia', response: { 200: patientClinicalRecordsSchema, ...refusals } },
    },
    (request) => records.listPatientRecords(deps, actorOf(request, 'patient').id),
  )

  app.post(
    '/user/me/clinical-records/:professionalId/copy-request',
    {
      preValidation: requirePatient(),
      schema: {
        tags,
        summary: 'Pede ao profissional uma cópia do prontuário',
        params: professionalIdParamSchema,
        response: { 201: copyRequestSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const created = await records.requestCopy(deps, actorOf(request, 'patient').id, request.params.professionalId)
      return reply.status(201).send(created)
    },
  )

  app.get(
    '/user/me/clinical-records/:professionalId/copy',
    {
      preValidation: requirePatient(),
      schema: { tags, summary: 'Cópia aprovada do prontuário (texto UTF-8); nada antes da aprovação', params: professionalIdParamSchema },
    },
    async (request, reply) => {
      const copy = await records.downloadCopy(deps, actorOf(request, 'patient').id, request.params.professionalId)
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${copy.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(copy.text, 'utf8'))
    },
  )
}
