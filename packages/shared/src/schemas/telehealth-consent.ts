import { z } from 'zod'
import { telehealthConsentTexts as t } from '../texts/telehealth-consent'

/** Body of POST /telehealth-consents: the patient accepts the named version for one professional. */
export const acceptTelehealthConsentBodySchema = z.object({
  professional_id: z.string({ error: t.professionalRequired }).uuid(t.professionalRequired),
  version: z.string({ error: t.versionRequired }).trim().min(1, t.versionRequired).max(40, t.versionRequired),
})
export type AcceptTelehealthConsentBody = z.infer<typeof acceptTelehealthConsentBodySchema>
