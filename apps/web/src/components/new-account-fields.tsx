import { TextInput } from '@mantine/core'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import type { PatientSignUpStepOneForm } from '@acolhe/shared/schemas/patient'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { PasswordField } from './password-field'

export type NewAccountFieldsProps = {
  register: UseFormRegister<PatientSignUpStepOneForm>
  errors: FieldErrors<PatientSignUpStepOneForm>
}

/** Email, password and its repeat of a new patient account (/cadastro and the wizard's 'Cadastro'). */
export function NewAccountFields({ register, errors }: NewAccountFieldsProps) {
  return (
    <>
      <TextInput
        {...register('email')}
        type="email"
        label={t.emailLabel}
        placeholder={t.emailPlaceholder}
        autoComplete="email"
        withAsterisk
        error={errors.email?.message}
        errorProps={{ role: 'alert' }}
      />
      <PasswordField
        {...register('password')}
        label={t.passwordLabel}
        placeholder={t.passwordPlaceholder}
        autoComplete="new-password"
        withAsterisk
        error={errors.password?.message}
      />
      <PasswordField
        {...register('repeat_password')}
        label={t.repeatPasswordLabel}
        placeholder={t.repeatPasswordPlaceholder}
        autoComplete="new-password"
        withAsterisk
        error={errors.repeat_password?.message}
      />
    </>
  )
}
