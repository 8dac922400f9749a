import { z } from 'zod'
import { validationTexts as t } from '../texts/validation'
import {
  birthdayIsoField,
  birthdayTextField,
  blankToUndefined,
  emailField,
  optionalCpfField,
  passwordField,
  patientFirstNameField,
  patientLastNameField,
  patientPhoneField,
  professionalPhoneField,
  repeatPasswordField,
  termsAcceptedField,
  withRepeatedPassword,
} from './fields'

// Patient forms (spec 01 §5) and the bodies the server accepts for them. Form schemas hold what the
// user types (dd/mm/aaaa, masks); body schemas hold what is sent (ISO dates, digits).

/** /cadastro step 1. */
export const patientSignUpStepOneSchema = withRepeatedPassword(
  z.object({ email: emailField, password: passwordField, repeat_password: repeatPasswordField }),
)
export type PatientSignUpStepOneForm = z.input<typeof patientSignUpStepOneSchema>

const stepTwoFields = {
  first_name: patientFirstNameField,
  last_name: patientLastNameField,
  birthday: birthdayTextField,
  cpf: optionalCpfField,
  phone_number: patientPhoneField,
  terms_accepted: termsAcceptedField,
}

/** /cadastro/info-complemento step 2. */
export const patientSignUpStepTwoSchema = z.object(stepTwoFields)
export type PatientSignUpStepTwoForm = z.input<typeof patientSignUpStepTwoSchema>

/** The wizard's 'Quase lá...' form and /cadastro/info: step 2 with the password pair. */
export const patientCompleteFormSchema = withRepeatedPassword(
  z.object({ ...stepTwoFields, password: passwordField, repeat_password: repeatPasswordField }),
)
export type PatientCompleteForm = z.input<typeof patientCompleteFormSchema>

const stepTwoBodyFields = {
  first_name: patientFirstNameField,
  last_name: patientLastNameField,
  birthday: birthdayIsoField,
  cpf: optionalCpfField,
  phone_number: patientPhoneField,
}

/**
 * POST /user: step 1 alone (an incomplete account, finished later through /complete) or with all of
 * the step-2 data and the accepted terms.
 */
export const patientSignUpBodySchema = z
  .strictObject({
    email: emailField,
    password: passwordField,
    first_name: z.preprocess(blankToUndefined, patientFirstNameField.optional()),
    last_name: z.preprocess(blankToUndefined, patientLastNameField.optional()),
    birthday: z.preprocess(blankToUndefined, birthdayIsoField.optional()),
    cpf: optionalCpfField,
    phone_number: z.preprocess(blankToUndefined, patientPhoneField.optional()),
    terms_accepted: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const stepTwo = [body.first_name, body.last_name, body.birthday, body.phone_number, body.cpf]
    if (stepTwo.every((value) => value === undefined)) return
    const required = { first_name: t.nameMin3, last_name: t.nameMin3, birthday: t.birthdayInvalid, phone_number: t.phoneRequired } as const
    for (const [field, message] of Object.entries(required) as [keyof typeof required, string][]) {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message })
    }
    if (body.terms_accepted !== true) ctx.addIssue({ code: 'custom', path: ['terms_accepted'], message: t.termsRequired })
  })
export type PatientSignUpBody = z.infer<typeof patientSignUpBodySchema>

/** PATCH /user/{id}/complete. The password is optional for Google accounts, which have none yet. */
export const patientCompleteBodySchema = z.strictObject({
  password: z.preprocess(blankToUndefined, passwordField.optional()),
  ...stepTwoBodyFields,
  terms_accepted: termsAcceptedField,
})
export type PatientCompleteBody = z.infer<typeof patientCompleteBodySchema>

/** 'Meus dados' form (01 §5 "Client profile"; 02 §5 "Patient edit"): last name and phone optional. */
export const patientProfileFormSchema = z.object({
  first_name: patientFirstNameField,
  last_name: z.preprocess(blankToUndefined, patientLastNameField.optional()),
  birthday: birthdayTextField,
  cpf: optionalCpfField,
  phone_number: z.preprocess(blankToUndefined, professionalPhoneField.optional()),
})
export type PatientProfileForm = z.input<typeof patientProfileFormSchema>

/** PATCH /user/{id} by the patient or an admin; email and photo are not edited here. */
export const patientProfileBodySchema = z.strictObject({
  first_name: patientFirstNameField,
  last_name: z.preprocess(blankToUndefined, patientLastNameField.optional()),
  birthday: birthdayIsoField.optional(),
  cpf: optionalCpfField,
  phone_number: z.preprocess(blankToUndefined, professionalPhoneField.optional()),
  reminders_enabled: z.boolean().optional(),
})
export type PatientProfileBody = z.infer<typeof patientProfileBodySchema>

/** DELETE /user/{id} (admin ban or reactivation). */
export const patientBanBodySchema = z.strictObject({
  ban: z.boolean({ error: t.banChoiceRequired }),
  reason: z.preprocess(blankToUndefined, z.string().trim().max(255, t.reasonMax).optional()),
})
export type PatientBanBody = z.infer<typeof patientBanBodySchema>
