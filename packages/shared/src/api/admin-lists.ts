import { z } from 'zod'
import { patientSchema } from './patient'
import { professionalSchema } from './professional'

// What the back office sees of people: more than the people see of themselves.

export const adminProfessionalSchema = professionalSchema.extend({
  banned: z.boolean(),
  google_permissions_allowed: z.boolean(),
  created_at: z.string(),
  clinic: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
})
export type AdminProfessionalDto = z.infer<typeof adminProfessionalSchema>
export const adminProfessionalListSchema = z.object({ data: z.array(adminProfessionalSchema), total: z.number().int() })
export const adminProfessionalEnvelopeSchema = z.object({ professional: adminProfessionalSchema })

export const adminPatientSchema = patientSchema.extend({
  last_ban: z.string().nullable(),
  last_ban_reason: z.string().nullable(),
})
export type AdminPatientDto = z.infer<typeof adminPatientSchema>
export const adminPatientListSchema = z.object({ data: z.array(adminPatientSchema), total: z.number().int() })
export const adminPatientEnvelopeSchema = z.object({ user: adminPatientSchema })

/** GET /dashboard/indicators (decision 014). */
export const dashboardIndicatorsSchema = z.object({
  clinics: z.object({ total: z.number().int(), inactive: z.number().int() }),
  /** `inactive`: banned or suspended; `awaiting_authorization`: registered, never authorized yet. */
  professionals: z.object({ total: z.number().int(), inactive: z.number().int(), awaiting_authorization: z.number().int(), psychologists: z.number().int(), psychiatrists: z.number().int() }),
  users: z.object({ total: z.number().int(), inactive: z.number().int() }),
  admins: z.object({ total: z.number().int(), active: z.number().int() }),
  support: z.object({ total: z.number().int(), open: z.number().int() }),
  questions: z.object({ total: z.number().int(), views: z.number().int() }),
  sessions: z.object({
    total: z.number().int(),
    consultations: z.number().int(),
    returns: z.number().int(),
    cancelled: z.number().int(),
    paid: z.number().int(),
    /** Absences recorded (docs/decisions/038-no-shows.md). */
    patient_no_shows: z.number().int(),
    professional_no_shows: z.number().int(),
  }),
})
export type DashboardIndicatorsDto = z.infer<typeof dashboardIndicatorsSchema>

/** GET /audit: the history of one record. */
export const auditEntrySchema = z.object({
  id: z.string().uuid(),
  actor_kind: z.string(),
  actor_id: z.string().uuid(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
})
export const auditListSchema = z.object({ data: z.array(auditEntrySchema) })
