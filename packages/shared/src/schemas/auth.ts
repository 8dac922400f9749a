import { z } from 'zod'
import { validationTexts } from '../texts/validation'
import { emailField, loginPasswordField, passwordField, repeatPasswordField, withRepeatedPassword } from './fields'

/** Body of POST /user/login, /professional-private/login and /admin/login. */
export const loginSchema = z.object({ email: emailField, password: loginPasswordField })
export type LoginInput = z.infer<typeof loginSchema>

/** Whose password is recovered: the patient's (default) or the professional's account. */
export const RECOVERY_ACCOUNT_KINDS = ['patient', 'professional'] as const
const recoveryKindField = z.enum(RECOVERY_ACCOUNT_KINDS, { error: validationTexts.required }).default('patient')

/** /recuperar-senha: the email that receives the 6-digit code. */
export const recoveryRequestSchema = z.object({ email: emailField, kind: recoveryKindField })
export type RecoveryRequest = z.infer<typeof recoveryRequestSchema>

/** /recuperar-senha/codigo: the 6-digit code sent by email (decision 007). */
export const recoveryCodeSchema = z.object({
  email: emailField,
  kind: recoveryKindField,
  code: z.string({ error: validationTexts.recoveryCodeInvalid }).trim().regex(/^\d{6}$/, validationTexts.recoveryCodeInvalid),
})
export type RecoveryCode = z.infer<typeof recoveryCodeSchema>

/** /recuperar-senha/recuperar form: new password twice. */
export const newPasswordFormSchema = withRepeatedPassword(
  z.object({ password: passwordField, repeat_password: repeatPasswordField }),
)
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>

/** Body that sets the new password with the verified code. */
export const recoveryResetBodySchema = recoveryCodeSchema.extend({ password: passwordField })
export type RecoveryResetBody = z.infer<typeof recoveryResetBodySchema>

/** The password the person has now, to prove it is them before it changes. */
const currentPasswordField = z
  .string({ error: validationTexts.currentPasswordRequired })
  .min(1, validationTexts.currentPasswordRequired)
  .max(255, validationTexts.passwordMax)

/** PATCH /user/me/password and /professional-private/me/password: the current password and the new one. */
export const changePasswordBodySchema = z.strictObject({ current_password: currentPasswordField, password: passwordField })
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>

/** 'Alterar senha' form: the current password and the new one twice. */
export const changePasswordFormSchema = withRepeatedPassword(
  z.object({ current_password: currentPasswordField, password: passwordField, repeat_password: repeatPasswordField }),
)
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>
