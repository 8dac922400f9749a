import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { Controller, useForm } from 'react-hook-form'
import { brazilianDateToIso, maskDateTyping } from '@acolhe/shared/format/dates'
import { formatCpf, formatPhone } from '@acolhe/shared/format/masks'
import { patientCompleteFormSchema, type PatientCompleteData, type PatientCompleteForm, type PatientSignUpBody } from '@acolhe/shared/schemas/patient'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { uiSignUpTexts as s } from '@acolhe/shared/texts/ui-sign-up'
import { MaskedTextField } from '../../../components/masked-text-field'
import { PasswordField } from '../../../components/password-field'
import type { StepOneValues } from './sign-up-form'
import { browserNow } from '../../../lib/browser-now'

/** The form's values as POST /user takes them: ISO birthday, digits only, no repeat password. */
export function signUpBodyOf(email: string, values: PatientCompleteData): PatientSignUpBody {
  return {
    email,
    password: values.password,
    first_name: values.first_name,
    last_name: values.last_name,
    birthday: brazilianDateToIso(values.birthday),
    cpf: values.cpf,
    phone_number: values.phone_number,
    terms_accepted: true,
  }
}

export type ComplementFormProps = {
  stepOne: StepOneValues
  pending: boolean
  onSubmit: (body: PatientSignUpBody) => void
  onBack: () => void
}

/**
 * 'Quase lá...' (docs/product/screens-and-routes.md): Nome, Sobrenome, Senha, Repita a senha, Data de nascimento, CPF,
 * Telefone and the terms, with their masks; 'Criar Conta' sends everything in one POST /user.
 */
export function ComplementForm({ stepOne, pending, onSubmit, onBack }: ComplementFormProps) {
  const { register, control, handleSubmit, formState } = useForm<PatientCompleteForm, unknown, PatientCompleteData>({
    resolver: zodResolver(patientCompleteFormSchema(browserNow)),
    defaultValues: {
      first_name: '',
      last_name: '',
      birthday: '',
      cpf: '',
      phone_number: '',
      password: stepOne.password,
      repeat_password: stepOne.password,
    },
  })
  const errors = formState.errors

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(signUpBodyOf(stepOne.email, values)))}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t.complementTitle}
          </Title>
          <Text c="dimmed">{t.complementSubtitle}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput {...register('first_name')} label={s.firstNameLabel} autoComplete="given-name" withAsterisk error={errors.first_name?.message} errorProps={{ role: 'alert' }} />
          <TextInput {...register('last_name')} label={s.lastNameLabel} autoComplete="family-name" withAsterisk error={errors.last_name?.message} errorProps={{ role: 'alert' }} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PasswordField {...register('password')} label={s.passwordLabel} autoComplete="new-password" withAsterisk error={errors.password?.message} />
          <PasswordField {...register('repeat_password')} label={s.repeatPasswordLabel} autoComplete="new-password" withAsterisk error={errors.repeat_password?.message} />
        </SimpleGrid>
        <MaskedTextField control={control} name="birthday" label={s.birthdayLabel} placeholder={s.birthdayPlaceholder} format={maskDateTyping} maxLength={10} autoComplete="bday" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <MaskedTextField control={control} name="cpf" label={s.cpfLabel} placeholder={s.cpfPlaceholder} format={formatCpf} maxLength={14} autoComplete="off" required={false} />
          <MaskedTextField control={control} name="phone_number" label={s.phoneLabel} placeholder={s.phonePlaceholder} format={formatPhone} maxLength={15} autoComplete="tel-national" />
        </SimpleGrid>
        <Controller
          control={control}
          name="terms_accepted"
          render={({ field, fieldState }) => (
            <Checkbox
              checked={field.value === true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              ref={field.ref}
              error={fieldState.error?.message}
              label={
                <>
                  {`${s.termsLead} `}
                  <Anchor href="/termos-de-uso" target="_blank" rel="noopener" inherit>
                    {s.termsLink}
                  </Anchor>
                  {` ${s.termsAnd} `}
                  <Anchor href="/politica-de-privacidade" target="_blank" rel="noopener" inherit>
                    {s.privacyLink}
                  </Anchor>
                </>
              }
            />
          )}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t.complementBack}
          </Button>
          <Button type="submit" loading={pending}>
            {s.createAccount}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
