import { z } from 'zod'
import { GENDERS, LANGUAGES, PRACTICE_TERM_KINDS, PROFESSIONAL_TYPES, SESSION_TYPES } from '../enums'

// Approaches, themes, languages and own prices as the API answers them (decision 043).

export const practiceTermSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(PRACTICE_TERM_KINDS),
  name: z.string(),
  active: z.boolean(),
})
export type PracticeTermDto = z.infer<typeof practiceTermSchema>

export const practiceTermListSchema = z.object({ terms: z.array(practiceTermSchema) })

/** The range a professional may price in, as the admin set it for their type. */
export const priceBoundsSchema = z.object({
  default_value_cents: z.number().int(),
  min_value_cents: z.number().int().nullable(),
  max_value_cents: z.number().int().nullable(),
})
export type PriceBoundsDto = z.infer<typeof priceBoundsSchema>

/** GET/PUT /professional-private/{id}/practice. */
export const practiceSchema = z.object({
  term_ids: z.array(z.string().uuid()),
  languages: z.array(z.enum(LANGUAGES)),
  gender: z.enum(GENDERS).nullable(),
  pronouns: z.string().nullable(),
  own_value_cents: z.number().int().nullable(),
  social_value_cents: z.number().int().nullable(),
  social_slot_ids: z.array(z.string().uuid()),
  /** Null when the admin set no range: only the default value applies. */
  bounds: priceBoundsSchema.nullable(),
  /** What the professional receives per consultation now (own value, else the default). */
  effective_value_cents: z.number().int().nullable(),
})
export type PracticeDto = z.infer<typeof practiceSchema>

/** The admin's price list with bounds. */
export const adminServiceSchema = z.object({
  id: z.string().uuid(),
  service_name: z.string(),
  professional_type: z.enum(PROFESSIONAL_TYPES),
  session_type: z.enum(SESSION_TYPES),
  value_cents: z.number().int(),
  min_value_cents: z.number().int().nullable(),
  max_value_cents: z.number().int().nullable(),
})
export type AdminServiceDto = z.infer<typeof adminServiceSchema>
export const adminServiceListSchema = z.object({ services: z.array(adminServiceSchema) })
