import { z } from 'zod'
import {
  PAYMENT_STATUSES,
  PROFESSIONAL_TYPES,
  SERVICE_MODALITIES,
  SESSION_STATUSES,
  SESSION_TYPES,
} from '../enums'

// Response shapes of the sessions API (docs/product/consultation-lifecycle.md), shared by the API's response schemas and the web.

export const sessionLocationSchema = z.object({
  clinic_name: z.string(),
  street_name: z.string(),
  number: z.string(),
  district_name: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  ref: z.string().nullable(),
})

export const sessionSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid(),
  service_id: z.string().uuid(),
  professional: z.object({
    id: z.string().uuid(),
    first_name: z.string(),
    last_name: z.string(),
    clinic_id: z.string().uuid().nullable(),
    service_modality: z.enum(SERVICE_MODALITIES),
    professional_type: z.enum(PROFESSIONAL_TYPES),
    allow_returns: z.boolean(),
    crm_or_crp: z.string(),
  }),
  user: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable() }),
  available_date_id: z.string().uuid().nullable(),
  selected_date: z.string(),
  end_date: z.string(),
  is_online: z.boolean(),
  meets_url: z.string().nullable(),
  location: sessionLocationSchema.nullable(),
  status: z.enum(SESSION_STATUSES),
  payment: z.enum(PAYMENT_STATUSES),
  type: z.enum(SESSION_TYPES),
  parent_session: z.string().uuid().nullable(),
  price_cents: z.number().int(),
  service_value_cents: z.number().int(),
  operating_cost_cents: z.number().int(),
  checkout_expires_at: z.string().nullable(),
  patient_reschedule_count: z.number().int(),
  can_patient_cancel_free: z.boolean(),
  created_at: z.string(),
})
export type SessionDto = z.infer<typeof sessionSchema>

export const sessionStatisticSchema = z.object({ TODAY: z.number().int(), CREATED: z.number().int(), ALL: z.number().int() })

export const sessionListSchema = z.object({
  data: z.array(sessionSchema),
  total: z.number().int(),
  statistic: sessionStatisticSchema.optional(),
})
export type SessionListDto = z.infer<typeof sessionListSchema>

export const openTimesSchema = z.object({
  professionalAvailability: z.object({
    /** False when the professional has no in-person care or their clinic is inactive: online only. */
    in_person_available: z.boolean(),
    availability: z.array(
      z.object({
        date: z.string(),
        week_day: z.number().int(),
        hours: z.array(
          z.object({ start_time: z.string(), end_time: z.string(), available_date_id: z.string().uuid() }),
        ),
      }),
    ),
  }),
})
export type OpenTimesDto = z.infer<typeof openTimesSchema>

/** A weekly availability slot as the API sends it (start/end as 'HHMM', Brasília time). */
export const availabilitySlotSchema = z.object({
  id: z.string().uuid(),
  week_day: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
})
export const availabilitySlotListSchema = z.object({ availableDates: z.array(availabilitySlotSchema) })
