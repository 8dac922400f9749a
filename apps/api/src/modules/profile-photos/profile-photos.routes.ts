import { errorAnswerSchema } from '@acolhe/shared/api/error-codes'
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { patientEnvelopeSchema } from '@acolhe/shared/api/patient'
import { professionalEnvelopeSchema } from '@acolhe/shared/api/professional'
import { idParamSchema } from '@acolhe/shared/schemas/session'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { AppError, BadRequestError, PayloadTooLargeError } from '../../lib/errors'
import { actorOf, requireAnyOf, requireProfessional } from '../../plugins/auth'
import * as accounts from '../accounts/accounts.service'
import { toPatientDto } from '../accounts/patient-view'
import { getProfessional } from '../professional-auth/professional-auth.service'
import { toProfessionalDto } from '../professional-auth/professional-view'
import { readStoredPhoto } from './photo-storage'
import { PHOTO_MAX_BYTES, replacePhoto } from './profile-photos.service'

const tags = ['fotos de perfil']
const errorSchema = errorAnswerSchema
const photoErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 413: errorSchema, 415: errorSchema }

/** Reads the single `photo` file of a multipart request, refusing anything over the limit. */
async function readPhoto(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) throw new BadRequestError(t.photoMissing)
  try {
    const file = await request.file()
    if (!file || file.fieldname !== 'photo') return null
    const bytes = await file.toBuffer()
    // A file cut at the size limit is never stored: it would be a broken image.
    if (file.file.truncated) throw new PayloadTooLargeError(t.photoTooLarge)
    return bytes
  } catch (error) {
    if (error instanceof AppError) throw error
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(t.photoTooLarge)
    // Everything else here is the multipart stream itself: a cut or malformed body is the sender's fault.
    throw new BadRequestError(t.multipartBroken)
  }
}

/** Profile photo upload for patients and professionals (multipart field `photo`) and the photos themselves. */
export const profilePhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 2 }, throwFileSizeLimit: true })

  app.post(
    '/user/:id/photo',
    {
      preValidation: requireAnyOf('patient', 'admin'),
      schema: { tags, summary: 'Envia a foto de perfil do paciente (PNG, JPEG ou WebP, até 2 MB)', params: idParamSchema, response: { 200: patientEnvelopeSchema, ...photoErrors } },
    },
    async (request) => {
      await replacePhoto(deps, actorOf(request, 'patient', 'admin'), 'patient', request.params.id, () => readPhoto(request))
      return { user: toPatientDto(await accounts.getPatient(deps, request.params.id)) }
    },
  )

  app.post(
    '/professional-private/:id/photo',
    {
      // A professional awaiting authorization may still complete their own profile.
      preValidation: async (request) => {
        if (request.actor?.kind === 'admin') return
        await requireProfessional()(request)
      },
      schema: { tags, summary: 'Envia a foto de perfil do profissional (PNG, JPEG ou WebP, até 2 MB)', params: idParamSchema, response: { 200: professionalEnvelopeSchema, ...photoErrors } },
    },
    async (request) => {
      await replacePhoto(deps, actorOf(request, 'professional', 'admin'), 'professional', request.params.id, () => readPhoto(request))
      return { professional: toProfessionalDto(await getProfessional(deps, request.params.id)) }
    },
  )

  app.get(
    '/uploads/photos/:file',
    { schema: { tags, summary: 'Uma foto de perfil enviada', params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      // A photo's name is never reused, so the name is its version: browsers and caches keep it for good.
      const etag = `"${request.params.file}"`
      if (request.headers['if-none-match'] === etag) return reply.status(304).header('etag', etag).send()
      const photo = await readStoredPhoto(deps.db, request.params.file)
      if (!photo) return reply.status(404).send({ message: t.notFound, code: 'NOT_FOUND' })
      return reply
        .header('content-type', photo.contentType)
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes)
    },
  )
}
