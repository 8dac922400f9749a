import { z } from 'zod'
import { emailField, passwordField } from '@acolhe/shared/schemas/fields'
import { apiErrorTexts } from '@acolhe/shared/texts/api-errors'
import { validationTexts as t } from '@acolhe/shared/texts/validation'

// Body of POST /user: step 1 (email, password) with the optional step-2 data (spec 01 §5). Field
// rules with the spec's own messages belong to the shared patient schemas; this body composes what
// the shared package offers today and keeps the server strict on shape.
const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : value)
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

const nameField = z.string({ error: t.required }).trim().min(3, t.required).max(255, t.required)
const birthdayField = z
  .string({ error: t.required })
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, t.required)
  .transform((value) => value.slice(0, 10))
  .pipe(z.iso.date(t.required))

export const signUpBodySchema = z
  .object({
    email: emailField,
    password: passwordField,
    first_name: z.preprocess(emptyToUndefined, nameField.optional()),
    last_name: z.preprocess(emptyToUndefined, nameField.optional()),
    birthday: z.preprocess(emptyToUndefined, birthdayField.optional()),
    cpf: z.preprocess((v) => emptyToUndefined(digitsOnly(v)), z.string().regex(/^\d{11}$/, t.required).optional()),
    phone_number: z.preprocess((v) => emptyToUndefined(digitsOnly(v)), z.string().regex(/^\d{11}$/, t.required).optional()),
    terms_accepted: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const stepTwo = [body.first_name, body.last_name, body.birthday, body.phone_number, body.cpf]
    if (stepTwo.every((value) => value === undefined)) return
    for (const field of ['first_name', 'last_name', 'birthday', 'phone_number'] as const) {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: t.required })
    }
    if (body.terms_accepted !== true) ctx.addIssue({ code: 'custom', path: ['terms_accepted'], message: apiErrorTexts.termsRequired })
  })
export type SignUpBody = z.infer<typeof signUpBodySchema>
