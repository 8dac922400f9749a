import { Anchor, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { Controller, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { maskDateTyping } from '@acolhe/shared/format/dates'
import { professionalPersonalStepSchema, type ProfessionalPersonalStep } from '@acolhe/shared/schemas/professional'
import { registrationTexts as t } from '@acolhe/shared/texts/professional-area'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PasswordField } from '../../../components/password-field'
import { loadStep, saveStep } from '../lib/registration-draft'
import { stepPath } from '../lib/registration-paths'
import { useDraftSync } from '../lib/use-draft-sync'
import { RegistrationStepLayout } from './registration-step-layout'
import { StepActions } from './step-actions'
import { browserNow } from '../../../lib/browser-now'

const EMPTY: ProfessionalPersonalStep = {
  first_name: '',
  last_name: '',
  email: '',
  birthday: '',
  password: '',
  repeat_password: '',
  terms_accepted: false as unknown as true,
}

/** Step 1, info-pessoal: name, email, birthday, password and the professional terms. */
export function PersonalStep({ basePath, termsTo, privacyTo }: { basePath: string; termsTo: string; privacyTo: string }) {
  const navigate = useNavigate()
  const { register, control, handleSubmit, getValues, formState } = useForm({
    resolver: zodResolver(professionalPersonalStepSchema(browserNow)),
    defaultValues: { ...EMPTY, ...loadStep('personal') },
    mode: 'onTouched',
  })
  useDraftSync('personal', control)
  const errors = formState.errors

  return (
    <RegistrationStepLayout step="personal" pageTitle={uiPageTitles.professionalSignUpPersonal}>
      <form
        noValidate
        onSubmit={handleSubmit(() => {
          // The draft keeps the typed (masked) values; the body is built from it at the end.
          saveStep('personal', getValues())
          navigate(stepPath(basePath, 'documentation'))
        })}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput {...register('first_name')} label={t.firstName} autoComplete="given-name" withAsterisk error={errors.first_name?.message} />
            <TextInput {...register('last_name')} label={t.lastName} autoComplete="family-name" withAsterisk error={errors.last_name?.message} />
          </SimpleGrid>
          <TextInput {...register('email')} type="email" label={t.email} autoComplete="email" withAsterisk error={errors.email?.message} />
          <Controller
            control={control}
            name="birthday"
            render={({ field, fieldState }) => (
              <TextInput
                label={t.birthday}
                placeholder={t.birthdayPlaceholder}
                inputMode="numeric"
                autoComplete="bday"
                maxLength={10}
                withAsterisk
                value={field.value}
                onChange={(event) => field.onChange(maskDateTyping(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PasswordField {...register('password')} label={t.password} autoComplete="new-password" withAsterisk error={errors.password?.message} />
            <PasswordField
              {...register('repeat_password')}
              label={t.repeatPassword}
              autoComplete="new-password"
              withAsterisk
              error={errors.repeat_password?.message}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="terms_accepted"
            render={({ field, fieldState }) => (
              <Checkbox
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                label={
                  <>
                    {t.termsCheckbox}{' '}
                    <Anchor component={Link} to={termsTo} target="_blank" inherit>
                      {t.termsLink}
                    </Anchor>{' '}
                    {t.termsAnd}{' '}
                    <Anchor component={Link} to={privacyTo} target="_blank" inherit>
                      {t.privacyLink}
                    </Anchor>
                  </>
                }
              />
            )}
          />
          <StepActions backTo={basePath} />
        </Stack>
      </form>
    </RegistrationStepLayout>
  )
}
