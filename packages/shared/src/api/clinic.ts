import { z } from 'zod'
import { BRAZILIAN_STATES } from '../enums'

// A clinic and its address as the API sends them.
export const clinicAddressSchema = z.object({
  street_name: z.string(),
  district_name: z.string(),
  postal_code: z.string(),
  number: z.string(),
  city: z.string(),
  state: z.enum(BRAZILIAN_STATES),
  ref: z.string().nullable(),
})
export type ClinicAddressDto = z.infer<typeof clinicAddressSchema>

export const clinicSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  cnpj: z.string(),
  phone_number: z.string(),
  active: z.boolean(),
  address: clinicAddressSchema.nullable(),
})
export type ClinicDto = z.infer<typeof clinicSchema>

/** GET /clinic: `{ data, total }` (public callers see active clinics only). */
export const clinicListSchema = z.object({ data: z.array(clinicSchema), total: z.number().int() })
export type ClinicListDto = z.infer<typeof clinicListSchema>

export const clinicEnvelopeSchema = z.object({ clinic: clinicSchema })
export type ClinicEnvelope = z.infer<typeof clinicEnvelopeSchema>

/**
 * GET /clinic/{id}/ties (admin): what deactivating the clinic affects — the professionals tied to it
 * and their future in-person sessions there (in person is refused while the clinic is inactive).
 */
export const clinicTiesSchema = z.object({
  professionals: z.number().int(),
  future_in_person_sessions: z.number().int(),
})
export type ClinicTiesDto = z.infer<typeof clinicTiesSchema>
