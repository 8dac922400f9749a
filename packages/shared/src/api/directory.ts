import { z } from 'zod'
import { PROFESSIONAL_TYPES, SERVICE_MODALITIES, SESSION_TYPES } from '../enums'
import { sessionLocationSchema, sessionPriceSchema } from './session'

// Public views: only what a visitor may see about a professional (no CPF, email, phone, birthday).
export const publicProfessionalSchema = z.object({
  id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  professional_type: z.enum(PROFESSIONAL_TYPES),
  /** 'CRM' for doctors, 'CRP' for psychologists, with the number. */
  registration_label: z.string(),
  crm_or_crp: z.string(),
  rqe: z.string().nullable(),
  document_state: z.string(),
  brief_description: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  video_url: z.string().nullable(),
  lattes_url: z.string(),
  service_modality: z.enum(SERVICE_MODALITIES),
  allow_returns: z.boolean(),
  clinic_id: z.string().uuid().nullable(),
  clinic: sessionLocationSchema.nullable(),
  /** False when the professional has no in-person care or their clinic is inactive: online only. */
  in_person_available: z.boolean(),
  /** What a consultation with this professional costs (service value + operating cost); null if unpriced. */
  price: sessionPriceSchema.nullable(),
})
export type PublicProfessionalDto = z.infer<typeof publicProfessionalSchema>

export const publicProfessionalListSchema = z.object({
  professionals: z.array(publicProfessionalSchema),
  total: z.number().int(),
})

export const serviceSchema = z.object({
  id: z.string().uuid(),
  service_name: z.string(),
  professional_type: z.enum(PROFESSIONAL_TYPES),
  session_type: z.enum(SESSION_TYPES),
  value_cents: z.number().int(),
})
export type ServiceDto = z.infer<typeof serviceSchema>
