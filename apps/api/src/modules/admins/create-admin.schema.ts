import { z } from 'zod'
import { emailField, passwordField } from '@acolhe/shared/schemas/fields'
import { validationTexts as t } from '@acolhe/shared/texts/validation'

/** Input of `npm run admin -- create` and of the bootstrap admin (there is no public admin sign-up). */
export const createAdminInputSchema = z.object({
  email: emailField,
  password: passwordField,
  first_name: z.string({ error: t.required }).trim().min(1, t.required).max(255, t.required),
  last_name: z.string({ error: t.required }).trim().min(1, t.required).max(255, t.required),
})
export type CreateAdminInput = z.input<typeof createAdminInputSchema>
