import { z } from 'zod'
import { BRAZILIAN_STATES } from '../enums'
import { parseBrazilianDate, type CalendarDay } from '../format/dates'
import { adultBirthdayMessage, brasiliaDayOf, type Now } from './adult-birthday'
import { validationTexts as t } from '../texts/validation'
import { councilTexts } from '../texts/council'
import { timeZoneTexts } from '../texts/time-zones'
import { isSupportedTimeZone } from '../time-zones'

// Field rules of every form, each carrying the Portuguese message the person reads. Forms and request
// bodies compose these, so a rule is written once for the browser and the server.

// Letters (with accents), digits and common symbols; no spaces or control characters.
const PASSWORD_CHARS = /^[A-Za-zÀ-ÖØ-öø-ÿ0-9!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?`~]+$/
const HAS_LETTER = /[A-Za-zÀ-ÖØ-öø-ÿ]/
const HAS_DIGIT = /[0-9]/
/** Letters with accents and single inner spaces, as names are written. */
const NAME_CHARS = /^[A-Za-zÀ-ÖØ-öø-ÿ]+(?:[ '-][A-Za-zÀ-ÖØ-öø-ÿ]+)*$/
const REGISTRATION_CODE = /^[A-Za-z0-9/-]{1,20}$/
/** YouTube watch, short, embed and shorts links with the 11-character video id. */
const YOUTUBE_URL =
  /^(https?:\/\/)?(www\.|m\.)?(youtube\.com\/(watch\?(.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)[A-Za-z0-9_-]{11}([?&#/].*)?$/

/** Removes every non-digit, so '(11) 98888-7777' and '11988887777' are the same phone. */
export const stripNonDigits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : value)
/** Blank optional inputs arrive as '' or null from forms; they mean "not given". */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

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

/** Adds 'As senhas não coincidem' on repeat_password when the two differ. */
export function withRepeatedPassword<S extends z.ZodObject<{ password: z.ZodType<string>; repeat_password: z.ZodType<string> }>>(
  schema: S,
) {
  return schema.refine((value) => value.password === value.repeat_password, {
    path: ['repeat_password'],
    message: t.passwordsDiffer,
  })
}
export const repeatPasswordField = z.string({ error: t.passwordsDiffer })

// --- Names -----------------------------------------------------------------------------------

/**
 * Patient names (sign-up, 'Meus dados', the admin's patient form, professional registration): an
 * empty one is 'Nome é obrigatório' / 'Sobrenome é obrigatório', then min 3 and letters only.
 */
export const patientFirstNameField = z
  .string({ error: t.firstNameRequired })
  .trim()
  .min(1, t.firstNameRequired)
  .min(3, t.nameMin3)
  .max(255, t.nameMax255)
  .regex(NAME_CHARS, t.firstNameLetters)
export const patientLastNameField = z
  .string({ error: t.lastNameRequired })
  .trim()
  .min(1, t.lastNameRequired)
  .min(3, t.nameMin3)
  .max(255, t.nameMax255)
  .regex(NAME_CHARS, t.lastNameLetters)

/** Professional profile and edit names (01 §5, 02 §5): required, 3-255, letters only. */
export const professionalFirstNameField = z
  .string({ error: t.firstNameRequired })
  .trim()
  .min(1, t.firstNameRequired)
  .min(3, t.firstNameMin)
  .max(255, t.firstNameMax)
  .regex(NAME_CHARS, t.lettersOnly)
export const professionalLastNameField = z
  .string({ error: t.lastNameRequired })
  .trim()
  .min(1, t.lastNameRequired)
  .min(3, t.lastNameMin)
  .max(255, t.lastNameMax)
  .regex(NAME_CHARS, t.lettersOnly)

// --- Dates -----------------------------------------------------------------------------------

/**
 * Birthday as typed in forms: dd/mm/aaaa, day 01-31, month 01-12, year 1900-2029, a real day, not
 * in the future and at least 18 years before today (in Brasília, by `now`).
 */
export function birthdayTextField(now: Now) {
  return z.string({ error: t.birthdayInvalid }).superRefine((value, ctx) => {
    const message = birthdayMessage(parseBrazilianDate(value), now)
    if (message) ctx.addIssue({ code: 'custom', message })
  })
}

/** Birthday in request bodies: an ISO date (yyyy-mm-dd, a longer ISO instant is cut to its day), same rules. */
export function birthdayIsoField(now: Now) {
  return z
    .string({ error: t.birthdayInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, t.birthdayInvalid)
    .transform((value) => value.slice(0, 10))
    .superRefine((value, ctx) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number]
      const message = birthdayMessage(parseBrazilianDate(`${pad(day)}/${pad(month)}/${year}`), now)
      if (message) ctx.addIssue({ code: 'custom', message })
    })
}

function birthdayMessage(birth: CalendarDay | null, now: Now): string | undefined {
  return birth ? adultBirthdayMessage(birth, brasiliaDayOf(now())) : t.birthdayInvalid
}

const pad = (value: number) => String(value).padStart(2, '0')

// --- Documents and contacts ------------------------------------------------------------------

/** Patient phone (01 §5): required, non-digits stripped, exactly 11 digits. */
export const patientPhoneField = z
  .string({ error: t.phoneRequired })
  .min(1, t.phoneRequired)
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().min(1, t.phoneRequired).regex(/^\d*$/, t.phoneDigits).length(11, t.phoneLength))

/** Professional phone (01 §5): a mobile, 11 digits after stripping the mask. */
export const professionalPhoneField = z.preprocess(
  stripNonDigits,
  z.string({ error: t.professionalPhone }).regex(/^\d{11}$/, t.professionalPhone),
)

/** Clinic phone: clinics often have a landline, so 10 digits ('(11) 3123-4567') or 11 (a mobile). */
export const clinicPhoneField = z.preprocess(
  stripNonDigits,
  z.string({ error: t.clinicPhone }).regex(/^\d{10,11}$/, t.clinicPhone),
)

/** Optional CPF (01 §5): when given, 11 digits after removing the mask's dots and dash. */
export const optionalCpfField = z.preprocess(
  (value) => blankToUndefined(typeof value === 'string' ? value.replace(/[.\s-]/g, '') : value),
  z.string({ error: t.cpfLength }).regex(/^\d*$/, t.cpfDigits).length(11, t.cpfLength).optional(),
)

/** CPF (11) or CNPJ (14) digits, as the professional's document. */
export function cpfOrCnpjField(missingMessage: string = t.cpfOrCnpjRequired) {
  return z.preprocess(
    stripNonDigits,
    z
      .string({ error: missingMessage })
      .min(1, missingMessage)
      .refine((value) => value.length === 11 || value.length === 14, t.cpfOrCnpjLength),
  )
}

export const cnpjField = z.preprocess(stripNonDigits, z.string({ error: t.cnpjLength }).regex(/^\d{14}$/, t.cnpjLength))
export const postalCodeField = z.preprocess(
  stripNonDigits,
  z.string({ error: t.postalCodeLength }).regex(/^\d{8}$/, t.postalCodeLength),
)
export const stateField = z.enum(BRAZILIAN_STATES, { error: t.stateInvalid })

/** CRM or CRP (02 §5): 1-20 letters, digits, slash or hyphen. */
export const registrationCodeField = z
  .string({ error: t.registrationCodeInvalid })
  .trim()
  .regex(REGISTRATION_CODE, t.registrationCodeInvalid)
export const optionalRqeField = z.preprocess(
  blankToUndefined,
  z.string({ error: t.rqeInvalid }).trim().regex(REGISTRATION_CODE, t.rqeInvalid).optional(),
)

/** A psychologist company's CRP PJ: the region (01–24, the regional councils) and the number, '06/1234'. */
const CRP_PJ = /^(0[1-9]|1\d|2[0-4])\/\d{1,6}$/
export const optionalCrpPjField = z.preprocess(
  blankToUndefined,
  z.string({ error: councilTexts.crpPjInvalid }).trim().regex(CRP_PJ, councilTexts.crpPjInvalid).optional(),
)

/** The area of a postgraduate course that is not a specialty: words, not a claim to be a specialist. */
const POSTGRADUATE_AREA = /^[\p{L}][\p{L}\p{M} ,()'’-]{2,79}$/u
const SPECIALIST_WORDS = /especialista|especializa[cç][aã]o|especialidade|rqe/i
export const optionalPostgraduateAreaField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value),
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: councilTexts.postgraduateAreaInvalid })
      .regex(POSTGRADUATE_AREA, councilTexts.postgraduateAreaInvalid)
      .refine((value) => !SPECIALIST_WORDS.test(value), councilTexts.postgraduateAreaNotSpecialty)
      .optional(),
  ),
)

export const termsAcceptedField = z.literal(true, { error: t.termsRequired })

// --- Professional links ----------------------------------------------------------------------

export const lattesUrlField = z
  .string({ error: t.lattesRequired })
  .trim()
  .min(1, t.lattesRequired)
  .max(400, t.urlMax400)
  .pipe(z.url({ error: t.urlInvalid, protocol: /^https?$/ }))

export const isYoutubeUrl = (value: string) => YOUTUBE_URL.test(value)

export const optionalVideoUrlField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: t.urlInvalid })
    .trim()
    .max(400, t.urlMax400)
    .pipe(z.url({ error: t.urlInvalid, protocol: /^https?$/ }))
    .refine(isYoutubeUrl, t.youtubeInvalid)
    .optional(),
)

export const optionalBriefDescriptionField = z.preprocess(
  blankToUndefined,
  z.string().trim().max(255, t.briefDescriptionMax).optional(),
)

export const clinicIdField = z.uuid({ error: t.clinicIdInvalid })

/** A patient's time zone (decision 044): an IANA name the runtime's time-zone database knows. */
export const timeZoneField = z.string({ error: timeZoneTexts.invalid }).refine(isSupportedTimeZone, timeZoneTexts.invalid)
