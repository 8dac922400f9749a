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
  repeatPasswordField,
  termsAcceptedField,
  timeZoneField,
  withRepeatedPassword,
} from './fields'
import type { Now } from './adult-birthday'

// Patient forms (docs/product/accounts-and-access.md "Patients") and the bodies the server accepts for them. Form schemas hold what the
// user types (dd/mm/aaaa, masks); body schemas hold what is sent (ISO dates, digits). Schemas with a
// birthday are built for a clock (`now`): the age rule needs today, and the server's today is its own.

/** /cadastro step 1. */
export const patientSignUpStepOneSchema = withRepeatedPassword(
  z.object({ email: emailField, password: passwordField, repeat_password: repeatPasswordField }),
)
export type PatientSignUpStepOneForm = z.input<typeof patientSignUpStepOneSchema>

const stepTwoFields = (now: Now) => ({
  first_name: patientFirstNameField,
  last_name: patientLastNameField,
  birthday: birthdayTextField(now),
  cpf: optionalCpfField,
  phone_number: patientPhoneField,
  terms_accepted: termsAcceptedField,
})

/** /cadastro/info-complemento step 2. */
export const patientSignUpStepTwoSchema = (now: Now) => z.object(stepTwoFields(now))
export type PatientSignUpStepTwoForm = z.input<ReturnType<typeof patientSignUpStepTwoSchema>>
export type PatientSignUpStepTwoData = z.output<ReturnType<typeof patientSignUpStepTwoSchema>>

/** The wizard's 'Quase lá...' form and /cadastro/info: step 2 with the password pair. */
export const patientCompleteFormSchema = (now: Now) =>
  withRepeatedPassword(z.object({ ...stepTwoFields(now), password: passwordField, repeat_password: repeatPasswordField }))
export type PatientCompleteForm = z.input<ReturnType<typeof patientCompleteFormSchema>>
export type PatientCompleteData = z.output<ReturnType<typeof patientCompleteFormSchema>>

const stepTwoBodyFields = (now: Now) => ({
  first_name: patientFirstNameField,
  last_name: patientLastNameField,
  birthday: birthdayIsoField(now),
  cpf: optionalCpfField,
  phone_number: patientPhoneField,
})

/**
 * POST /user: step 1 alone (an incomplete account, finished later through /complete) or with all of
 * the step-2 data and the accepted terms.
 */
export const patientSignUpBodySchema = (now: Now) =>
  z
    .strictObject({
      email: emailField,
      password: passwordField,
      first_name: z.preprocess(blankToUndefined, patientFirstNameField.optional()),
      last_name: z.preprocess(blankToUndefined, patientLastNameField.optional()),
      birthday: z.preprocess(blankToUndefined, birthdayIsoField(now).optional()),
      cpf: optionalCpfField,
      phone_number: z.preprocess(blankToUndefined, patientPhoneField.optional()),
      terms_accepted: z.boolean().optional(),
      /** The browser's zone at sign-up; Brasília when absent (decision 044). */
      time_zone: timeZoneField.optional(),
    })
    .superRefine((body, ctx) => {
      const stepTwo = [body.first_name, body.last_name, body.birthday, body.phone_number, body.cpf]
      if (stepTwo.every((value) => value === undefined)) return
      const required = { first_name: t.firstNameRequired, last_name: t.lastNameRequired, birthday: t.birthdayInvalid, phone_number: t.phoneRequired } as const
      for (const [field, message] of Object.entries(required) as [keyof typeof required, string][]) {
        if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message })
      }
      if (body.terms_accepted !== true) ctx.addIssue({ code: 'custom', path: ['terms_accepted'], message: t.termsRequired })
    })
export type PatientSignUpBody = z.infer<ReturnType<typeof patientSignUpBodySchema>>

/** PATCH /user/{id}/complete. The password is optional for Google accounts, which have none yet. */
export const patientCompleteBodySchema = (now: Now) =>
  z.strictObject({
    password: z.preprocess(blankToUndefined, passwordField.optional()),
    ...stepTwoBodyFields(now),
    terms_accepted: termsAcceptedField,
  })
export type PatientCompleteBody = z.infer<ReturnType<typeof patientCompleteBodySchema>>

/**
 * 'Meus dados' form and the admin's patient form: the sign-up's own fields, so each rule says the same
 * words in both places; only last name and phone may be left blank here.
 */
export const patientProfileFormSchema = (now: Now) =>
  z.object({
    first_name: patientFirstNameField,
    last_name: z.preprocess(blankToUndefined, patientLastNameField.optional()),
    birthday: birthdayTextField(now),
    cpf: optionalCpfField,
    phone_number: z.preprocess(blankToUndefined, patientPhoneField.optional()),
  })
export type PatientProfileForm = z.input<ReturnType<typeof patientProfileFormSchema>>
export type PatientProfileData = z.output<ReturnType<typeof patientProfileFormSchema>>

/** PATCH /user/{id} by the patient or an admin; email and photo are not edited here. */
export const patientProfileBodySchema = (now: Now) =>
  z.strictObject({
    first_name: patientFirstNameField,
    last_name: z.preprocess(blankToUndefined, patientLastNameField.optional()),
    birthday: birthdayIsoField(now).optional(),
    cpf: optionalCpfField,
    phone_number: z.preprocess(blankToUndefined, patientPhoneField.optional()),
    reminders_enabled: z.boolean().optional(),
    time_zone: timeZoneField.optional(),
  })
export type PatientProfileBody = z.infer<ReturnType<typeof patientProfileBodySchema>>

/** DELETE /user/{id} (admin ban or reactivation). */
export const patientBanBodySchema = z.strictObject({
  ban: z.boolean({ error: t.banChoiceRequired }),
  reason: z.preprocess(blankToUndefined, z.string().trim().max(255, t.reasonMax).optional()),
})
export type PatientBanBody = z.infer<typeof patientBanBodySchema>
