import { presentationRefusal } from '@acolhe/shared/council/presentation-rules'
import type { ProfessionalType } from '@acolhe/shared/enums'
import type { ProfessionalAdminCreateData, ProfessionalEditBody, ProfessionalRegistrationBody } from '@acolhe/shared/schemas/professional'
import { isClinicChoiceValid, isDocumentationComplete } from '@acolhe/shared/schemas/professional'
import { adminTexts as at } from '@acolhe/shared/texts/admin-api'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { professionalApiTexts as pt } from '@acolhe/shared/texts/professional-area'
import { validationTexts as vt } from '@acolhe/shared/texts/validation'
import type { Deps } from '../../deps'
import { uniqueViolationOf } from '../../lib/db-errors'
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '../../lib/errors'
import type { ActorOf } from '../auth/actor'
import { hashPassword } from '../auth/passwords'
import { enqueueEmail } from '../email/outbox.repository'
import { changedCredentials, reportCredentialChange } from './credential-change'
import { professionalInvitationEmail } from './invitation-email'
import { PROFESSIONAL_TERMS_VERSION } from './professional-terms'
import * as repo from './professionals.repository'
import { insertAudit } from '../audit/audit.repository'

// Professional registration and profile edits (docs/product/accounts-and-access.md, decision 009).

export type ProfessionalsDeps = Pick<Deps, 'db' | 'clock'>
export type EditDeps = Pick<Deps, 'db' | 'clock' | 'config'>
export type AdminCreateDeps = Pick<Deps, 'db' | 'clock' | 'config'>
type Editor = ActorOf<'professional'> | ActorOf<'admin'>

/**
 * The identity conflicts the unique indexes decide (so two simultaneous requests cannot both pass):
 * the tax document and the council registration belong to one professional only.
 */
function throwIfIdentityTaken(error: unknown): void {
  const constraint = uniqueViolationOf(error)
  if (constraint === 'professionals_cpf_or_cnpj_unique') throw new ConflictError(pt.cpfOrCnpjTaken)
  if (constraint === 'professionals_council_registration_unique') throw new ConflictError(pt.councilRegistrationTaken)
}

/**
 * What each council lets a profile add to its credential line (docs/product/profiles-per-council.md): a
 * psychologist's company CRP PJ; a doctor's postgraduate course area, for a psychiatrist beyond the RQE's
 * specialty and for a doctor who declares a course. A field the profession does not show is not kept.
 */
function credentialExtrasOf(type: ProfessionalType, posDegree: boolean, crpPj: string | null, postgraduateArea: string | null) {
  return {
    crpPj: type === 'PSYCHOLOGIST' ? crpPj : null,
    postgraduateArea: type === 'PSYCHIATRIST' || (type === 'DOCTOR_POSTGRADUATE' && posDegree) ? postgraduateArea : null,
  }
}

/** The registration and admin forms share these fields; the schema's rules already held. */
function profileValuesOf(body: ProfessionalRegistrationBody | ProfessionalAdminCreateData, clinicId: string | null) {
  return {
    email: body.email,
    firstName: body.first_name,
    lastName: body.last_name,
    birthday: body.birthday,
    phoneNumber: body.phone_number,
    professionalType: body.professional_type,
    cpfOrCnpj: body.cpf_or_cnpj,
    // The schema's documentation rule guarantees both for every type.
    crmOrCrp: body.crm_or_crp ?? '',
    documentState: body.document_state ?? 'SP',
    rqe: body.professional_type === 'PSYCHOLOGIST' ? null : (body.rqe ?? null),
    posDegree: body.professional_type === 'DOCTOR_POSTGRADUATE' && body.pos_degree,
    ...credentialExtrasOf(body.professional_type, body.professional_type === 'DOCTOR_POSTGRADUATE' && body.pos_degree, body.crp_pj ?? null, body.postgraduate_area ?? null),
    lattesUrl: body.lattes_url,
    videoUrl: body.video_url ?? null,
    briefDescription: body.brief_description ?? null,
    serviceModality: body.service_modality,
    clinicId,
  } satisfies Partial<repo.NewProfessional>
}

/** A FULL_REMOTE professional keeps no clinic; anyone else names an active one (422 otherwise). */
/**
 * The presentation a profile publishes follows the council of its profession (decision 096): a refusal
 * names the words and the norm, so the professional can rewrite it.
 */
function refuseBrokenPresentation(type: ProfessionalType, text: string | null | undefined): void {
  const refusal = presentationRefusal(type, text)
  if (refusal) throw new UnprocessableError(refusal)
}

async function clinicOf(deps: ProfessionalsDeps, body: { service_modality: string; clinic_id?: string | undefined }): Promise<string | null> {
  const clinicId = body.service_modality === 'FULL_REMOTE' ? null : (body.clinic_id ?? null)
  if (clinicId && !(await repo.isActiveClinic(deps.db, clinicId))) throw new UnprocessableError(pt.clinicNotFound)
  return clinicId
}

/**
 * Creates the professional awaiting authorization, with the terms acceptance stored. In-person and
 * hybrid professionals name an active clinic; a fully remote one keeps none.
 */
export async function register(
  deps: ProfessionalsDeps,
  body: ProfessionalRegistrationBody,
  meta: { ip?: string } = {},
): Promise<repo.ProfessionalRow> {
  refuseBrokenPresentation(body.professional_type, body.brief_description)
  const clinicId = await clinicOf(deps, body)
  const passwordHash = await hashPassword(body.password)
  const now = deps.clock.now()
  try {
    return await deps.db.transaction(async (tx) => {
      const professional = await repo.insertProfessional(tx, {
        ...profileValuesOf(body, clinicId),
        passwordHash,
        authorized: false,
        lastLogin: now,
        createdAt: now,
        updatedAt: now,
      })
      await repo.insertConsents(
        tx,
        (['PROFESSIONAL_TERMS', 'PRIVACY_POLICY'] as const).map((document) => ({
          actorKind: 'professional' as const,
          actorId: professional.id,
          document,
          version: PROFESSIONAL_TERMS_VERSION,
          ip: meta.ip,
          acceptedAt: now,
        })),
      )
      return professional
    })
  } catch (error) {
    // The unique index decides, so two simultaneous registrations with one email cannot both pass.
    if (uniqueViolationOf(error) === 'professionals_email_unique') throw new ConflictError(t.emailUnavailable)
    throwIfIdentityTaken(error)
    throw error
  }
}

/**
 * An admin creates a professional (decision 013): no password (the invitation sends them to the
 * password recovery to choose one), authorized at once because the admin who typed the documentation
 * is the check the authorization exists for. The creation is audited and the invitation queued in
 * the same transaction, so neither exists without the other.
 */
export async function createByAdmin(deps: AdminCreateDeps, admin: ActorOf<'admin'>, body: ProfessionalAdminCreateData): Promise<repo.ProfessionalRow> {
  if (body.allow_returns && body.professional_type !== 'PSYCHIATRIST') throw new UnprocessableError(pt.returnsOnlyPsychiatrist)
  refuseBrokenPresentation(body.professional_type, body.brief_description)
  const clinicId = await clinicOf(deps, body)
  const now = deps.clock.now()
  try {
    return await deps.db.transaction(async (tx) => {
      const professional = await repo.insertProfessional(tx, {
        ...profileValuesOf(body, clinicId),
        passwordHash: null,
        contract: body.contract,
        allowReturns: body.allow_returns,
        authorized: true,
        createdAt: now,
        updatedAt: now,
      })
      await insertAudit(tx, {
        actorKind: 'admin',
        actorId: admin.id,
        action: 'professional.create',
        entity: 'professional',
        entityId: professional.id,
        before: null,
        after: auditedFields(professional),
      })
      const email = professionalInvitationEmail({ firstName: professional.firstName, publicUrl: deps.config.publicUrl })
      await enqueueEmail(tx, { toAddress: professional.email, ...email, dedupeKey: `professional-invitation:${professional.id}` })
      return professional
    })
  } catch (error) {
    if (uniqueViolationOf(error) === 'professionals_email_unique') throw new ConflictError(at.professionalEmailTaken)
    throwIfIdentityTaken(error)
    throw error
  }
}

/**
 * Edits a profile. The professional edits only their own (even before authorization); an admin edits
 * anyone and alone sets the professional type and contract. allow_returns only for psychiatrists. An
 * authorized professional who changes a verified credential goes back to awaiting authorization (the
 * admins are told, and so is the professional through `notice`); an admin's own edit keeps it, since the
 * admin is the one who verifies.
 */
export async function editProfile(
  deps: EditDeps,
  editor: Editor,
  professionalId: string,
  body: ProfessionalEditBody,
): Promise<{ professional: repo.ProfessionalRow; notice?: string }> {
  if (editor.kind === 'professional' && editor.id !== professionalId) throw new NotFoundError(t.notFound)
  try {
    return await editInTransaction(deps, editor, professionalId, body)
  } catch (error) {
    throwIfIdentityTaken(error)
    throw error
  }
}

function editInTransaction(
  deps: EditDeps,
  editor: Editor,
  professionalId: string,
  body: ProfessionalEditBody,
): Promise<{ professional: repo.ProfessionalRow; notice?: string }> {
  return deps.db.transaction(async (tx) => {
    const current = await repo.findProfessionalForUpdate(tx, professionalId)
    if (!current) throw new NotFoundError(t.notFound)
    if (editor.kind === 'professional') {
      if (body.contract !== undefined && body.contract !== current.contract) throw new ForbiddenError(pt.adminOnlyContract)
      if (body.professional_type !== undefined && body.professional_type !== current.professionalType) {
        throw new ForbiddenError(pt.adminOnlyProfessionalType)
      }
    }

    const professionalType = body.professional_type ?? current.professionalType
    const serviceModality = body.service_modality ?? current.serviceModality
    const requestedClinic = body.clinic_id === undefined ? current.clinicId : body.clinic_id
    const clinicId = serviceModality === 'FULL_REMOTE' ? null : requestedClinic
    const rqe = body.rqe === undefined ? current.rqe : body.rqe
    const crmOrCrp = body.crm_or_crp ?? current.crmOrCrp
    const documentState = body.document_state ?? current.documentState
    if (body.allow_returns === true && professionalType !== 'PSYCHIATRIST') throw new UnprocessableError(pt.returnsOnlyPsychiatrist)
    // The forms send every field: a presentation saved before these rules is judged when it (or the
    // profession it is judged by) changes, so it never blocks an unrelated edit.
    const presentation = body.brief_description === undefined ? current.briefDescription : body.brief_description
    if (presentation !== current.briefDescription || professionalType !== current.professionalType) refuseBrokenPresentation(professionalType, presentation)
    const documentation = { professional_type: professionalType, crm_or_crp: crmOrCrp, document_state: documentState, rqe }
    if (!isDocumentationComplete(documentation)) throw new UnprocessableError(vt.professionalInfoIncomplete)
    if (!isClinicChoiceValid({ service_modality: serviceModality, clinic_id: clinicId })) throw new UnprocessableError(vt.clinicRequired)
    if (clinicId && clinicId !== current.clinicId && !(await repo.isActiveClinic(tx, clinicId))) {
      throw new UnprocessableError(pt.clinicNotFound)
    }

    const posDegree = professionalType === 'DOCTOR_POSTGRADUATE' ? (body.pos_degree ?? current.posDegree) : false
    const updated = await repo.updateProfessional(tx, professionalId, {
      firstName: body.first_name,
      lastName: body.last_name,
      phoneNumber: body.phone_number,
      birthday: body.birthday,
      cpfOrCnpj: body.cpf_or_cnpj,
      crmOrCrp,
      rqe,
      documentState,
      posDegree,
      ...credentialExtrasOf(
        professionalType,
        posDegree,
        body.crp_pj === undefined ? current.crpPj : body.crp_pj,
        body.postgraduate_area === undefined ? current.postgraduateArea : body.postgraduate_area,
      ),
      lattesUrl: body.lattes_url,
      videoUrl: body.video_url,
      briefDescription: body.brief_description,
      professionalType,
      serviceModality,
      clinicId,
      // A type change away from psychiatry withdraws the returns it allowed.
      allowReturns: professionalType === 'PSYCHIATRIST' ? (body.allow_returns ?? current.allowReturns) : false,
      contract: body.contract,
      updatedAt: deps.clock.now(),
    })
    if (editor.kind === 'admin') {
      await insertAudit(tx, {
        actorKind: 'admin',
        actorId: editor.id,
        action: 'professional.update',
        entity: 'professional',
        entityId: professionalId,
        before: auditedFields(current),
        after: auditedFields(updated),
      })
      return { professional: updated }
    }
    const credentials = changedCredentials(current, updated)
    if (!current.authorized || credentials.length === 0) return { professional: updated }
    const unauthorized = await repo.updateProfessional(tx, professionalId, { authorized: false })
    await reportCredentialChange(tx, deps.config.publicUrl, { before: current, after: unauthorized, fields: credentials })
    return { professional: unauthorized, notice: pt.credentialsChangedNotice }
  })
}

/** The profile as the audit log keeps it: everything but secrets. */
function auditedFields(row: repo.ProfessionalRow) {
  const { passwordHash: _passwordHash, googleSubject: _googleSubject, ...fields } = row
  return fields
}
