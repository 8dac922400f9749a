import { z } from 'zod'
import { GENDERS, LANGUAGES, PRACTICE_TERM_KINDS } from '../enums'
import { practiceTexts as t } from '../texts/practice'

// Bodies of the profile's search facts and prices (decision 043).

const centsField = z.number({ error: t.invalidValue }).int(t.invalidValue).min(1, t.invalidValue).max(10_000_000, t.invalidValue)
const blankToNull = (value: unknown) => (value === undefined || value === '' || (typeof value === 'string' && value.trim() === '') ? null : value)

/** PUT /professional-private/{id}/practice: the whole set at once (the form sends every field). */
export const practiceBodySchema = z.strictObject({
  term_ids: z.array(z.string().uuid(t.invalidTerm)).max(12, t.tooManyTerms),
  languages: z.array(z.enum(LANGUAGES, { error: t.invalidLanguage })).min(1, t.languageRequired),
  gender: z.preprocess(blankToNull, z.enum(GENDERS, { error: t.invalidGender }).nullable()),
  pronouns: z.preprocess(blankToNull, z.string().trim().max(30, t.pronounsTooLong).nullable()),
  /** Null: the admin's value of the type. */
  own_value_cents: centsField.nullable(),
  /** Null: no 'valor social'; then no weekly slot may be marked social. */
  social_value_cents: centsField.nullable(),
  /** The weekly slots whose hours are offered at the social value. */
  social_slot_ids: z.array(z.string().uuid(t.invalidSlot)).max(50, t.invalidSlot),
})
export type PracticeBody = z.infer<typeof practiceBodySchema>

const termNameField = z.string({ error: t.termNameRequired }).trim().min(1, t.termNameRequired).max(60, t.termNameTooLong)

/** POST /admin/practice-terms. */
export const practiceTermCreateBodySchema = z.strictObject({
  kind: z.enum(PRACTICE_TERM_KINDS, { error: t.invalidTermKind }),
  name: termNameField,
})
export type PracticeTermCreateBody = z.infer<typeof practiceTermCreateBodySchema>

/** PATCH /admin/practice-terms/{id}: rename and/or (de)activate. */
export const practiceTermEditBodySchema = z.strictObject({ name: termNameField, active: z.boolean() }).partial()
export type PracticeTermEditBody = z.infer<typeof practiceTermEditBodySchema>

/** PUT /admin/services/{id}/bounds: the default value and the range professionals may choose in. */
export const serviceBoundsBodySchema = z.strictObject({
  value_cents: centsField,
  min_value_cents: centsField.nullable(),
  max_value_cents: centsField.nullable(),
})
export type ServiceBoundsBody = z.infer<typeof serviceBoundsBodySchema>
