import { z } from 'zod'
import { validationTexts as t } from '../texts/validation'

// Letters (with accents), digits and common symbols; no spaces or control characters.
const PASSWORD_CHARS = /^[A-Za-zÀ-ÖØ-öø-ÿ0-9!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?`~]+$/
const HAS_LETTER = /[A-Za-zÀ-ÖØ-öø-ÿ]/
const HAS_DIGIT = /[0-9]/

export const emailField = z
  .string({ error: t.emailInvalid })
  .trim()
  .max(255, t.emailInvalid)
  .email(t.emailInvalid)
  .transform((value) => value.toLowerCase())

export const passwordField = z
  .string({ error: t.passwordMin })
  .min(6, t.passwordMin)
  .max(255, t.passwordMax)
  .regex(PASSWORD_CHARS, t.passwordChars)
  .refine((value) => HAS_LETTER.test(value) && HAS_DIGIT.test(value), t.passwordLetterAndDigit)

/** Login forms check only that something was typed; the server answers the rest. */
export const loginPasswordField = z.string({ error: t.passwordMin }).min(1, t.passwordMin).max(255, t.passwordMax)
