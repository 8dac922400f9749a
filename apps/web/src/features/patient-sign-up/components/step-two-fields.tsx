import { SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useFormContext } from 'react-hook-form'
import { maskDateTyping } from '@acolhe/shared/format/dates'
import { formatCpf, formatPhone } from '@acolhe/shared/format/masks'
import type { PatientSignUpStepTwoForm } from '@acolhe/shared/schemas/patient'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { MaskedTextField } from '../../../components/masked-text-field'
import { TermsField } from './terms-field'

/**
 * Step 2 of the sign-up: names, birth date, CPF and phone with their masks, and the terms.
 * Used inside a FormProvider whose form holds at least these fields.
 */
export function StepTwoFields() {
  const { register, control, formState } = useFormContext<PatientSignUpStepTwoForm>()
  const errors = formState.errors

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
      <MaskedTextField control={control} name="birthday" label={t.birthdayLabel} placeholder={t.birthdayPlaceholder} format={maskDateTyping} maxLength={10} autoComplete="bday" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MaskedTextField control={control} name="cpf" label={t.cpfLabel} placeholder={t.cpfPlaceholder} format={formatCpf} maxLength={14} autoComplete="off" required={false} />
        <MaskedTextField control={control} name="phone_number" label={t.phoneLabel} placeholder={t.phonePlaceholder} format={formatPhone} maxLength={15} autoComplete="tel-national" />
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
