import { z } from 'zod'
import {
  GENDERS,
  PAYMENT_STATUSES,
  PROFESSIONAL_TYPES,
  SERVICE_MODALITIES,
  SESSION_STATUSES,
  SESSION_TYPES,
} from '../enums'
import { sessionTelehealthConsentSchema } from './telehealth-consent'
import { NO_SHOW_PARTIES } from '../schemas/no-show'

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

/** A consultation's price as the server computes it: service value + operating cost. */
export const sessionPriceSchema = z.object({
  service_value_cents: z.number().int(),
  operating_cost_cents: z.number().int(),
  price_cents: z.number().int(),
})
export type SessionPriceDto = z.infer<typeof sessionPriceSchema>

/**
 * What the viewer may do with the session, decided by the server's session policy for the caller
 * (docs/decisions/023-session-policy-and-error-codes.md). The web shows buttons from these, never from
 * statuses or times.
 */
export const sessionActionsSchema = z.object({
  pay: z.boolean(),
  /** 'Editar' (patient): holds the reschedule, the modality switch and the cancellation. */
  edit: z.boolean(),
  reschedule: z.boolean(),
  /** Why rescheduling is refused on a session still live (already moved once, under 24 h), else null. */
  reschedule_refusal: z.string().nullable(),
  change_modality: z.boolean(),
  cancel: z.boolean(),
  /** The patient's cancellation returns what was paid up to this instant (patients only). */
  cancel_free_until: z.string().nullable(),
  /** What the viewer's cancellation, now, returns as the patient's balance; null when nothing was paid. */
  cancel_refund_cents: z.number().int().nullable(),
  book_return: z.boolean(),
  /** 'Prontuário': the professional opens the patient's record, the patient their copy requests (decision 036). */
  clinical_record: z.boolean(),
  start: z.boolean(),
  end: z.boolean(),
  /** 'Acessar Consulta': hidden, shown disabled (with when it opens, if that is still ahead) or enabled. */
  join: z.enum(['hidden', 'disabled', 'enabled']),
  join_opens_at: z.string().nullable(),
  /** The consultation room's page (device check, waiting room, admission): its two parties while it is open. */
  room: z.boolean(),
  /** 'Já foi pago' (admin). */
  mark_paid: z.boolean(),
  receipt: z.boolean(),
  /** 'Paciente não compareceu' / 'Profissional não compareceu' (docs/decisions/038-no-shows.md). */
  mark_patient_no_show: z.boolean(),
  mark_professional_no_show: z.boolean(),
  /** What marking the professional's absence now returns to the patient's balance; null when nothing was paid. */
  no_show_refund_cents: z.number().int().nullable(),
})
export type SessionActionsDto = z.infer<typeof sessionActionsSchema>

/** What the patient's balance covers of a session awaiting payment and what the provider will charge. */
export const paymentDueSchema = z.object({ balance_used_cents: z.number().int(), amount_due_cents: z.number().int() })

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
    /** As the profile states it (optional): 'Dra.' or 'Dr.' before the name, or no presumed title. */
    gender: z.enum(GENDERS).nullable(),
  }),
  user: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    /** How the professional (or an admin) reaches the patient; null for the patient's own view. */
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
  }),
  available_date_id: z.string().uuid().nullable(),
  selected_date: z.string(),
  /**
   * The IANA zone this viewer reads the hours in (decision 044): the patient's own zone for the patient,
   * Brasília for the professional and admins. The web formats `selected_date` in it.
   */
  time_zone: z.string(),
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
  /** A live return was booked from this session. */
  has_return: z.boolean(),
  /** When the patient confirmed they will come (a reminder's 'Confirmar presença' link); null if not. */
  patient_confirmed_at: z.string().nullable(),
  actions: sessionActionsSchema,
  /** Present when the viewer may pay: the balance used and the amount the provider charges. */
  payment_due: paymentDueSchema.nullable(),
  /** Its professional's and an admin's view of an online session: the patient's consent to online care (decision 034). */
  telehealth_consent: sessionTelehealthConsentSchema.nullable(),
  /** Who did not come, when it was recorded and what went back to the patient's balance; null otherwise. */
  no_show: z
    .object({ absent: z.enum(NO_SHOW_PARTIES), marked_at: z.string(), refunded_cents: z.number().int() })
    .nullable(),
  /** The weekly series ('Horário fixo') this session is a week of; null for a single booking (decision 040). */
  series_id: z.string().uuid().nullable(),
})
export type SessionDto = z.infer<typeof sessionSchema>

/**
 * The counts of the three tabs, each exactly what the tab lists (one server definition). `CREATED` is the
 * 'Próximas' count: the key predates the tab and is kept for compatibility.
 */
export const sessionStatisticSchema = z.object({ TODAY: z.number().int(), CREATED: z.number().int(), ALL: z.number().int() })

export const sessionListSchema = z.object({
  data: z.array(sessionSchema),
  total: z.number().int(),
  /** Only on the admin's list, when a search or date filter matched more than it counts: `total` is a lower bound. */
  total_is_lower_bound: z.literal(true).optional(),
  statistic: sessionStatisticSchema.optional(),
})
export type SessionListDto = z.infer<typeof sessionListSchema>

export const openTimesSchema = z.object({
  professionalAvailability: z.object({
    /** False when the professional has no in-person care or their clinic is inactive: online only. */
    in_person_available: z.boolean(),
    /** What a consultation costs, as booking freezes it; null if unpriced. */
    price: sessionPriceSchema.nullable(),
    /** How long a weekly series may run, as the server's series policy allows (weeks; null: no end date). */
    series_options: z.array(z.object({ weeks: z.number().int().nullable() })),
    availability: z.array(
      z.object({
        date: z.string(),
        week_day: z.number().int(),
        hours: z.array(
          z.object({
            start_time: z.string(),
            end_time: z.string(),
            available_date_id: z.string().uuid(),
            /** The hour's own price: lower on the professional's 'valor social' hours (decision 043). */
            price: sessionPriceSchema.nullable(),
            social_rate: z.boolean(),
          }),
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
  /** Its hours are offered at the professional's 'valor social' (decision 043). */
  social_rate: z.boolean().default(false),
})
export type AvailabilitySlotDto = z.infer<typeof availabilitySlotSchema>
export const availabilitySlotListSchema = z.object({ availableDates: z.array(availabilitySlotSchema) })
