import { SimpleGrid, Stack, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { maskDateTyping } from '@acolhe/shared/format/dates'
import { formatCpf, formatPhone } from '@acolhe/shared/format/masks'
import type { PatientSignUpStepTwoForm } from '@acolhe/shared/schemas/patient'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { TermsField } from './terms-field'

type MaskedName = 'birthday' | 'cpf' | 'phone_number'

const MASKS: Record<MaskedName, { label: string; placeholder: string; format: (value: string) => string; maxLength: number; autoComplete: string }> = {
  birthday: { label: t.birthdayLabel, placeholder: t.birthdayPlaceholder, format: maskDateTyping, maxLength: 10, autoComplete: 'bday' },
  cpf: { label: t.cpfLabel, placeholder: t.cpfPlaceholder, format: formatCpf, maxLength: 14, autoComplete: 'off' },
  phone_number: { label: t.phoneLabel, placeholder: t.phonePlaceholder, format: formatPhone, maxLength: 15, autoComplete: 'tel-national' },
}

/**
 * Step 2 of the sign-up (spec 01 §5): names, birth date, CPF and phone with their masks, and the terms.
 * Used inside a FormProvider whose form holds at least these fields.
 */
export function StepTwoFields() {
  const { register, control, formState } = useFormContext<PatientSignUpStepTwoForm>()
  const errors = formState.errors

  const masked = (name: MaskedName) => {
    const mask = MASKS[name]
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <TextInput
            label={mask.label}
            placeholder={mask.placeholder}
            inputMode="numeric"
            autoComplete={mask.autoComplete}
            maxLength={mask.maxLength}
            withAsterisk={name !== 'cpf'}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(mask.format(event.currentTarget.value))}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            errorProps={{ role: 'alert' }}
          />
        )}
      />
    )
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          {...register('first_name')}
          label={t.firstNameLabel}
          autoComplete="given-name"
          withAsterisk
          error={errors.first_name?.message}
          errorProps={{ role: 'alert' }}
        />
        <TextInput
          {...register('last_name')}
          label={t.lastNameLabel}
          autoComplete="family-name"
          withAsterisk
          error={errors.last_name?.message}
          errorProps={{ role: 'alert' }}
        />
      </SimpleGrid>
      {masked('birthday')}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {masked('cpf')}
        {masked('phone_number')}
      </SimpleGrid>
      <TermsField />
    </Stack>
  )
}

/** Empty step-2 values; `terms_accepted` starts unchecked although the schema only accepts `true`. */
export const EMPTY_STEP_TWO: PatientSignUpStepTwoForm = {
  first_name: '',
  last_name: '',
  birthday: '',
  cpf: '',
  phone_number: '',
  terms_accepted: false as unknown as true,
}
