import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { FormProvider, useForm } from 'react-hook-form'
import type { PatientDto } from '@acolhe/shared/api/patient'
import { patientCompleteFormSchema } from '@acolhe/shared/schemas/patient'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { PasswordField } from '../../../components/password-field'
import { useCompleteSignUp } from '../api/complete-sign-up'
import { stepTwoBodyOf } from '../lib/step-two-body'
import { useFinishSignUp } from '../lib/use-finish-sign-up'
import { SignUpCard } from './sign-up-card'
import { EMPTY_STEP_TWO, StepTwoFields } from './step-two-fields'
import { browserNow } from '../../../lib/browser-now'

/**
 * /cadastro/info: a logged-in patient whose account is incomplete (created with step 1 only) gives the
 * step-2 data and the password pair; PATCH /user/{id}/complete.
 */
export function CompleteInfoPage({ patient }: { patient: PatientDto }) {
  const complete = useCompleteSignUp()
  const finish = useFinishSignUp()
  const form = useForm({
    resolver: zodResolver(patientCompleteFormSchema(browserNow)),
    defaultValues: { ...EMPTY_STEP_TWO, password: '', repeat_password: '' },
  })
  const errors = form.formState.errors

  return (
    <SignUpCard pageTitle={uiPageTitles.signUpInfo} title={t.completeTitle} subtitle={t.completeSubtitle}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ password, ...values }) =>
            complete.mutate({ id: patient.id, body: { ...stepTwoBodyOf(values), password } }, finish),
          )}
        >
          <Stack gap="lg">
            <TextInput label={t.emailLabel} value={patient.email} readOnly disabled />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <PasswordField
                {...form.register('password')}
                label={t.passwordLabel}
                autoComplete="new-password"
                withAsterisk
                error={errors.password?.message}
              />
              <PasswordField
                {...form.register('repeat_password')}
                label={t.repeatPasswordLabel}
                autoComplete="new-password"
                withAsterisk
                error={errors.repeat_password?.message}
              />
            </SimpleGrid>
            <StepTwoFields />
            <Button type="submit" fullWidth loading={complete.isPending}>
              {t.createAccount}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </SignUpCard>
  )
}
