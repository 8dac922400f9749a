import { z } from 'zod'
import { ERROR_CODES } from './error-code-list'

// The error answer's schema, which the API declares on its routes; the codes themselves are in error-code-list.ts.

export const errorAnswerSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** Only with TELEHEALTH_CONSENT_REQUIRED: the version of the consent text the patient must accept. */
  consent_version: z.string().optional(),
})
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>
