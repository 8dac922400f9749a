import { z } from 'zod'
import { BRAZILIAN_STATES, CONTRACT_TYPES, PROFESSIONAL_TYPES, SERVICE_MODALITIES } from '../enums'

// A professional as they (or an admin) see the profile: never the password hash or Google subject.
export const professionalSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  /** Calendar date 'YYYY-MM-DD'. */
  birthday: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  clinic_id: z.string().uuid().nullable(),
  service_modality: z.enum(SERVICE_MODALITIES),
  lattes_url: z.string(),
  video_url: z.string().nullable(),
  brief_description: z.string().nullable(),
  crm_or_crp: z.string(),
  rqe: z.string().nullable(),
  cpf_or_cnpj: z.string(),
  document_state: z.enum(BRAZILIAN_STATES),
  pos_degree: z.boolean(),
  /** The registration of the psychologist's company at the council ('06/1234'); null when none. */
  crp_pj: z.string().nullable(),
  /** The area of a doctor's postgraduate course that is not a specialty; null when none. */
  postgraduate_area: z.string().nullable(),
  professional_type: z.enum(PROFESSIONAL_TYPES),
  contract: z.enum(CONTRACT_TYPES),
  authorized: z.boolean(),
  /** Not authorized because an admin withdrew the authorization (not awaiting a first analysis). */
  suspended: z.boolean(),
  allow_returns: z.boolean(),
})
export type ProfessionalDto = z.infer<typeof professionalSchema>

/** Answer of POST /professional-private/login and GET /professional-private/me. */
export const professionalEnvelopeSchema = z.object({ professional: professionalSchema })
export type ProfessionalEnvelope = z.infer<typeof professionalEnvelopeSchema>

/** Answer of PATCH /professional-private/{id}: `notice` tells the professional what the edit caused. */
export const professionalEditResultSchema = professionalEnvelopeSchema.extend({ notice: z.string().optional() })
export type ProfessionalEditResult = z.infer<typeof professionalEditResultSchema>
