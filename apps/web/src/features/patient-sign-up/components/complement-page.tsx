import { useState } from 'react'
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { FormProvider, useForm } from 'react-hook-form'
import { Link, Navigate } from 'react-router'
import type { PatientDto } from '@acolhe/shared/api/patient'
import { patientSignUpStepTwoSchema } from '@acolhe/shared/schemas/patient'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { useCompleteSignUp } from '../api/complete-sign-up'
import { useSignUpPatient } from '../../../lib/patient-api/sign-up'
import { readStepOne } from '../lib/step-one-storage'
import { SIGN_UP_PATHS } from '../lib/sign-up-paths'
import { stepTwoBodyOf } from '../lib/step-two-body'
import { useFinishSignUp } from '../lib/use-finish-sign-up'
import type { SignUpStepOneState } from './sign-up-page'
import { SignUpCard } from './sign-up-card'
import { EMPTY_STEP_TWO, StepTwoFields } from './step-two-fields'
import { browserNow } from '../../../lib/browser-now'

/**
 * /cadastro/info-complemento, step 2 after /cadastro: sends step 1 and step 2 together (POST /user).
 * Without step 1 in this tab the person starts at /cadastro; after a reload the password is asked again.
 */
export function ComplementPage() {
  // Read once: the storage is cleared on success, which must not bounce this page back to /cadastro.
  const [stepOne] = useState(readStepOne)
  if (!stepOne) return <Navigate to={SIGN_UP_PATHS.stepOne} replace />
  if (stepOne.password === null) {
    const state: SignUpStepOneState = { passwordForgotten: true }
    return <Navigate to={SIGN_UP_PATHS.stepOne} replace state={state} />
  }
  return <NewAccountForm email={stepOne.email} password={stepOne.password} />
}

function NewAccountForm({ email, password }: { email: string; password: string }) {
  const signUp = useSignUpPatient()
  const finish = useFinishSignUp()
  const form = useForm({ resolver: zodResolver(patientSignUpStepTwoSchema(browserNow)), defaultValues: EMPTY_STEP_TWO })

  return (
    <SignUpCard pageTitle={uiPageTitles.signUpComplement} title={t.stepTwoTitle} subtitle={t.stepTwoSubtitle} step={2}>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit((values) => signUp.mutate({ email, password, ...stepTwoBodyOf(values) }, finish))}>
          <Stack gap="lg">
            <StepTwoFields />
            <Group justify="space-between" gap="sm">
              <Button component={Link} to={SIGN_UP_PATHS.stepOne} variant="default">
                {t.back}
              </Button>
              <Button type="submit" loading={signUp.isPending}>
                {t.createAccount}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </SignUpCard>
  )
}

/** /cadastro/info-complemento?isG=true: a new Google patient, logged in and incomplete, with no password. */
export function GoogleComplementPage({ patient }: { patient: PatientDto }) {
  const complete = useCompleteSignUp()
  const finish = useFinishSignUp()
  // Google already told us the names; the person only confirms them.
  const form = useForm({
    resolver: zodResolver(patientSignUpStepTwoSchema(browserNow)),
    defaultValues: { ...EMPTY_STEP_TWO, first_name: patient.first_name ?? '', last_name: patient.last_name ?? '' },
  })

  return (
    <SignUpCard pageTitle={uiPageTitles.signUpComplement} title={t.stepTwoTitle} subtitle={t.stepTwoSubtitle}>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit((values) => complete.mutate({ id: patient.id, body: stepTwoBodyOf(values) }, finish))}>
          <Stack gap="lg">
            <TextInput label={t.googleEmailLabel} value={patient.email} readOnly disabled />
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
