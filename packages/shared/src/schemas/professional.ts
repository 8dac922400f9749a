import { z } from 'zod'
import { CONTRACT_TYPES, PROFESSIONAL_TYPES, SERVICE_MODALITIES } from '../enums'
import { validationTexts as t } from '../texts/validation'
import {
  birthdayIsoField,
  birthdayTextField,
  blankToUndefined,
  clinicIdField,
  cpfOrCnpjField,
  emailField,
  lattesUrlField,
  optionalBriefDescriptionField,
  optionalCrpPjField,
  optionalPostgraduateAreaField,
  optionalRqeField,
  optionalVideoUrlField,
  passwordField,
  patientFirstNameField,
  patientLastNameField,
  professionalFirstNameField,
  professionalLastNameField,
  professionalPhoneField,
  registrationCodeField,
  repeatPasswordField,
  stateField,
  termsAcceptedField,
  withRepeatedPassword,
} from './fields'
import type { Now } from './adult-birthday'
import { presentationRefusal } from '../council/presentation-rules'

// Professional registration (four steps), profile edit and authorization (docs/product/accounts-and-access.md "Professionals").

const professionalTypeField = z.enum(PROFESSIONAL_TYPES, { error: t.professionalTypeInvalid })
const serviceModalityField = z.enum(SERVICE_MODALITIES, { error: t.modalityInvalid })
const optionalClinicIdField = z.preprocess(blankToUndefined, clinicIdField.optional())

interface Documentation {
  professional_type?: string
  crm_or_crp?: string
  document_state?: string
  rqe?: string | null
}

/**
 * The documentation rule per professional type: psychologist CRP + UF; psychiatrist CRM + UF + RQE;
 * doctor CRM + UF (postgraduate flag optional). Anything missing is 'Informações profissionais
 * incompletas.' on the registration field.
 */
export function isDocumentationComplete(value: Documentation): boolean {
  if (!value.professional_type || !value.crm_or_crp || !value.document_state) return false
  if (value.professional_type === 'PSYCHIATRIST') return Boolean(value.rqe)
  return true
}

interface ModalityChoice {
  service_modality?: string
  clinic_id?: string | null
}

/** In-person and hybrid professionals work at a clinic; only FULL_REMOTE may have none. */
export function isClinicChoiceValid(value: ModalityChoice): boolean {
  return value.service_modality === 'FULL_REMOTE' || Boolean(value.clinic_id)
}

function refineDocumentation(value: Documentation, ctx: z.RefinementCtx) {
  if (!isDocumentationComplete(value)) ctx.addIssue({ code: 'custom', path: ['crm_or_crp'], message: t.professionalInfoIncomplete })
}

/** The documentation fields a professional of this type still owes (the same rule as isDocumentationComplete). */
export function missingDocumentationFields(value: Documentation): ('crm_or_crp' | 'document_state' | 'rqe')[] {
  if (!value.professional_type) return []
  return [
    ...(value.crm_or_crp ? [] : (['crm_or_crp'] as const)),
    ...(value.document_state ? [] : (['document_state'] as const)),
    ...(value.professional_type === 'PSYCHIATRIST' && !value.rqe ? (['rqe'] as const) : []),
  ]
}

/**
 * The registration form marks each missing field itself (not only the passing notice); the notice's
 * text stays on the form as a whole (path `documentation`), where the step shows it for 2 seconds.
 */
function refineDocumentationStep(value: Documentation, ctx: z.RefinementCtx) {
  if (isDocumentationComplete(value)) return
  ctx.addIssue({ code: 'custom', path: ['documentation'], message: t.professionalInfoIncomplete })
  for (const field of missingDocumentationFields(value)) ctx.addIssue({ code: 'custom', path: [field], message: t.required })
}
/** The presentation's council rules (decision 096), shown on the field before the server says the same. */
function refinePresentation(value: { professional_type?: string; brief_description?: string | null | undefined }, ctx: z.RefinementCtx) {
  const type = PROFESSIONAL_TYPES.find((t) => t === value.professional_type)
  const refusal = type ? presentationRefusal(type, value.brief_description) : null
  if (refusal) ctx.addIssue({ code: 'custom', path: ['brief_description'], message: refusal })
}
function refineClinic(value: ModalityChoice, ctx: z.RefinementCtx) {
  if (!isClinicChoiceValid(value)) ctx.addIssue({ code: 'custom', path: ['clinic_id'], message: t.clinicRequired })
}

// --- Registration wizard steps (forms) -----------------------------------------------------------

/** Step 1; built for a clock (`now`) because the birthday's age rule needs today. */
export const professionalPersonalStepSchema = (now: Now) =>
  withRepeatedPassword(
    z.object({
      first_name: patientFirstNameField,
      last_name: patientLastNameField,
      email: emailField,
      birthday: birthdayTextField(now),
      password: passwordField,
      repeat_password: repeatPasswordField,
      terms_accepted: termsAcceptedField,
    }),
  )
export type ProfessionalPersonalStep = z.input<ReturnType<typeof professionalPersonalStepSchema>>

const documentationFields = {
  professional_type: professionalTypeField,
  cpf_or_cnpj: cpfOrCnpjField(),
  crm_or_crp: z.preprocess(blankToUndefined, registrationCodeField.optional()),
  document_state: z.preprocess(blankToUndefined, stateField.optional()),
  rqe: optionalRqeField,
  pos_degree: z.boolean().default(false),
  /** A psychologist's company registered at the council; ignored for doctors. */
  crp_pj: optionalCrpPjField,
  /** A doctor's postgraduate course that is not a specialty; ignored for psychologists. */
  postgraduate_area: optionalPostgraduateAreaField,
  lattes_url: lattesUrlField,
}
export const professionalDocumentationStepSchema = z.object(documentationFields).superRefine(refineDocumentationStep)
export type ProfessionalDocumentationStep = z.input<typeof professionalDocumentationStepSchema>

const contactFields = {
  phone_number: professionalPhoneField,
  brief_description: optionalBriefDescriptionField,
  video_url: optionalVideoUrlField,
}
export const professionalContactStepSchema = z.object(contactFields)
/** Step 3 for the profession chosen at step 2: the presentation's council rules on the field (decision 096). */
export const professionalContactStepSchemaFor = (professionalType: string | undefined) =>
  professionalContactStepSchema.superRefine((value, ctx) => refinePresentation({ professional_type: professionalType, brief_description: value.brief_description }, ctx))
export type ProfessionalContactStep = z.input<typeof professionalContactStepSchema>

const modalityFields = { service_modality: serviceModalityField, clinic_id: optionalClinicIdField }
export const professionalModalityStepSchema = z.object(modalityFields).superRefine(refineClinic)
export type ProfessionalModalityStep = z.input<typeof professionalModalityStepSchema>

// --- Request bodies ---------------------------------------------------------------------------

/** POST /professional-private: the four steps together, birthday as an ISO date. */
export const professionalRegistrationBodySchema = (now: Now) =>
  z
    .strictObject({
      first_name: patientFirstNameField,
      last_name: patientLastNameField,
      email: emailField,
      birthday: birthdayIsoField(now),
      password: passwordField,
      terms_accepted: termsAcceptedField,
      ...documentationFields,
      ...contactFields,
      ...modalityFields,
    })
    .superRefine((value, ctx) => {
      refineDocumentation(value, ctx)
      refineClinic(value, ctx)
    })
export type ProfessionalRegistrationBody = z.infer<ReturnType<typeof professionalRegistrationBodySchema>>

const contractField = z.enum(CONTRACT_TYPES, { error: t.required })

/**
 * POST /professional-private/by-admin (decision 013): the registration's fields and messages without
 * password and terms (the professional sets the first and accepts the second themselves), plus what
 * only an admin decides: contract and, for psychiatrists, returns.
 */
export const professionalAdminCreateBodySchema = (now: Now) =>
  z
    .strictObject({
      first_name: patientFirstNameField,
      last_name: patientLastNameField,
      email: emailField,
      birthday: birthdayIsoField(now),
      ...documentationFields,
      ...contactFields,
      ...modalityFields,
      contract: contractField.default('INDEPENDENT'),
      allow_returns: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      refineDocumentation(value, ctx)
      refineClinic(value, ctx)
    })
export type ProfessionalAdminCreateBody = z.input<ReturnType<typeof professionalAdminCreateBodySchema>>
export type ProfessionalAdminCreateData = z.infer<ReturnType<typeof professionalAdminCreateBodySchema>>

/** The admin's 'Novo profissional' form: the same fields with the birthday typed as dd/mm/aaaa. */
export const professionalAdminCreateFormSchema = (now: Now) =>
  z
    .object({
      first_name: patientFirstNameField,
      last_name: patientLastNameField,
      email: emailField,
      birthday: birthdayTextField(now),
      ...documentationFields,
      ...contactFields,
      ...modalityFields,
      contract: contractField,
      allow_returns: z.boolean(),
    })
    .superRefine((value, ctx) => {
      refineDocumentation(value, ctx)
      refineClinic(value, ctx)
      refinePresentation(value, ctx)
    })
export type ProfessionalAdminCreateForm = z.input<ReturnType<typeof professionalAdminCreateFormSchema>>
export type ProfessionalAdminCreateFormData = z.output<ReturnType<typeof professionalAdminCreateFormSchema>>

/** In an edit, an emptied optional field ('' or null) clears the stored value; an absent one is left alone. */
const blankToNull = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value)
const clearable = <T extends z.ZodType>(field: T) => z.preprocess(blankToNull, field.nullable())

const editFields = (now: Now) => ({
  first_name: professionalFirstNameField,
  last_name: professionalLastNameField,
  phone_number: professionalPhoneField,
  birthday: birthdayIsoField(now),
  cpf_or_cnpj: cpfOrCnpjField(t.cpfOrCnpjLength),
  crm_or_crp: registrationCodeField,
  rqe: clearable(optionalRqeField),
  document_state: stateField,
  pos_degree: z.boolean(),
  crp_pj: clearable(optionalCrpPjField),
  postgraduate_area: clearable(optionalPostgraduateAreaField),
  lattes_url: lattesUrlField,
  video_url: clearable(optionalVideoUrlField),
  brief_description: clearable(optionalBriefDescriptionField),
  professional_type: professionalTypeField,
  service_modality: serviceModalityField,
  clinic_id: clearable(clinicIdField),
  allow_returns: z.boolean(),
  contract: contractField,
})

/**
 * PATCH /professional-private/{id}: any subset of the profile, never email or photo url (01 §7). The
 * server decides which fields the caller may change (professional type, contract and authorization
 * are the admin's; allow_returns only for psychiatrists).
 */
export const professionalEditBodySchema = (now: Now) => z.strictObject(editFields(now)).partial()
export type ProfessionalEditBody = z.infer<ReturnType<typeof professionalEditBodySchema>>

/** The profile forms (professional 'Perfil' and admin 'editar'): birthday typed as dd/mm/aaaa. */
export const professionalEditFormSchema = (now: Now) =>
  z
    .object({ ...editFields(now), birthday: birthdayTextField(now), clinic_id: optionalClinicIdField })
    .superRefine((value, ctx) => {
      refineDocumentation(value, ctx)
      refineClinic(value, ctx)
      refinePresentation(value, ctx)
    })
export type ProfessionalEditForm = z.input<ReturnType<typeof professionalEditFormSchema>>
export type ProfessionalEditFormData = z.output<ReturnType<typeof professionalEditFormSchema>>

/**
 * What a withdrawal does with the professional's future live consultations (decision 026): CANCEL
 * refunds every patient in full, KEEP leaves them booked for the professional to run. Required by the
 * server only when there are such consultations.
 */
export const FUTURE_SESSIONS_CHOICES = ['CANCEL', 'KEEP'] as const
export type FutureSessionsChoice = (typeof FUTURE_SESSIONS_CHOICES)[number]

/** PATCH /professional-private/{id}/authorization. */
export const professionalAuthorizationBodySchema = z.strictObject({
  authorized: z.boolean({ error: t.required }),
  future_sessions: z.enum(FUTURE_SESSIONS_CHOICES, { error: t.required }).optional(),
})
export type ProfessionalAuthorizationBody = z.infer<typeof professionalAuthorizationBodySchema>
