import { z } from 'zod'

/**
 * GET /telehealth-consents/:id (the professional's id) and POST /telehealth-consents, for the logged-in
 * patient (decision 034). `version` is the one in force; `accepted_at` when the patient accepted that
 * version for this professional, else null; `current` is what the booking rule checks.
 */
export const telehealthConsentStatusSchema = z.object({
  professional_id: z.string(),
  version: z.string(),
  accepted_at: z.string().nullable(),
  current: z.boolean(),
})
export type TelehealthConsentStatusDto = z.infer<typeof telehealthConsentStatusSchema>

/**
 * On a session as its professional or an admin sees it (online sessions only): the patient's latest
 * consent to online care with this professional, or nulls when none was given (e.g. booked by an admin).
 */
export const sessionTelehealthConsentSchema = z.object({
  version: z.string().nullable(),
  accepted_at: z.string().nullable(),
})
export type SessionTelehealthConsentDto = z.infer<typeof sessionTelehealthConsentSchema>
