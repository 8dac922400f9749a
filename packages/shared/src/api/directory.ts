import { z } from 'zod'
import { GENDERS, LANGUAGES, PROFESSIONAL_TYPES, SERVICE_MODALITIES, SESSION_TYPES } from '../enums'
import { sessionLocationSchema, sessionPriceSchema } from './session'

// Public views: only what a visitor may see about a professional (no CPF, email, phone, birthday).
export const publicProfessionalSchema = z.object({
  id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  professional_type: z.enum(PROFESSIONAL_TYPES),
  /** The credential line a council asks for beside the name: 'Psicóloga · CRP 06/123456 (SP)', 'Médico psiquiatra · CRM/SP 123456 · RQE 45678'. */
  registration_label: z.string(),
  /** The same, part by part (packages/shared/src/council/credentials.ts), for cards that lay it out. */
  credential: z.object({
    title: z.string(),
    registration: z.string(),
    specialty: z.string().nullable(),
    course: z.string().nullable(),
    not_specialist: z.string().nullable(),
    /** 'CRP PJ 06/1234' when a psychologist's company is registered at the council. */
    company: z.string().nullable(),
  }),
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
  /** The lower price of the hours the professional offers at their 'valor social'; null when none. */
  social_price: sessionPriceSchema.nullable(),
  /** The first hour the booking pages would offer (ISO instant); null when none in the window. */
  next_free_hour: z.string().nullable(),
  approaches: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  themes: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  languages: z.array(z.enum(LANGUAGES)),
  gender: z.enum(GENDERS).nullable(),
  pronouns: z.string().nullable(),
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
