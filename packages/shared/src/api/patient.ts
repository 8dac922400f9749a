import { z } from 'zod'

// The patient ("user" in the API's paths) as the API returns it: never the password hash or Google subject.
export const patientSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** Calendar date 'YYYY-MM-DD'. */
  birthday: z.string().nullable(),
  cpf: z.string().nullable(),
  phone_number: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  is_complete: z.boolean(),
  is_member: z.boolean(),
  banned: z.boolean(),
  google_permissions_allowed: z.boolean(),
  /** Reminder emails 24 h and 1 h before each consultation (confirmations are always sent). */
  reminders_enabled: z.boolean(),
  /** IANA zone the patient reads consultation hours in (decision 044); 'America/Sao_Paulo' by default. */
  time_zone: z.string(),
  created_at: z.string(),
  last_login: z.string().nullable(),
})
export type PatientDto = z.infer<typeof patientSchema>

/** Answer of POST /user, POST /user/login and GET /user/me. */
export const patientEnvelopeSchema = z.object({ user: patientSchema })
export type PatientEnvelope = z.infer<typeof patientEnvelopeSchema>
