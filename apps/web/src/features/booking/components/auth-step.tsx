import { useState } from 'react'
import { Center, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { PatientDto } from '@acolhe/shared/api/patient'
import type { PatientSignUpBody } from '@acolhe/shared/schemas/patient'
import { uiAuthTexts as a } from '@acolhe/shared/texts/ui-auth'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { uiSignUpTexts as s } from '@acolhe/shared/texts/ui-sign-up'
import { LoginForm } from '../../../components/login-form'
import { errorMessage } from '../../../lib/api-client'
import { useLogInPatient } from '../../../lib/patient-api/log-in'
import { useSignUpPatient } from '../../../lib/patient-api/sign-up'
import { ComplementForm } from './complement-form'
import { SignUpForm, type StepOneValues } from './sign-up-form'

type Mode = 'signUp' | 'logIn'

export type AuthStepProps = {
  /** Called once the person is logged in (by either path); the wizard then books the pending hour. */
  onAuthenticated: (patient: PatientDto) => void
  /** True while the pending hour is being booked. */
  booking: boolean
}

/** Step 3 of the public flow (docs/product/screens-and-routes.md): 'Cadastro' / 'Entrar', the forms and 'Quase lá...'. */
export function AuthStep({ onAuthenticated, booking }: AuthStepProps) {
  const [mode, setMode] = useState<Mode>('signUp')
  // Step 1 of the sign-up stays in this component only and is gone once the account exists.
  const [stepOne, setStepOne] = useState<StepOneValues | null>(null)
  const [complementing, setComplementing] = useState(false)
  const logIn = useLogInPatient()
  const signUp = useSignUpPatient()

  if (booking) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm">
          <Loader />
          <Text>{t.creatingSession}</Text>
        </Stack>
      </Center>
    )
  }

  const submitSignUp = (body: PatientSignUpBody) =>
    signUp.mutate(body, {
      onSuccess: (patient) => {
        setStepOne(null)
        notifications.show({ color: 'green', message: s.signedUp })
        onAuthenticated(patient)
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, s.signUpError) }),
    })

  if (mode === 'signUp' && complementing && stepOne) {
    return <ComplementForm stepOne={stepOne} pending={signUp.isPending} onSubmit={submitSignUp} onBack={() => setComplementing(false)} />
  }

  return (
    <Stack gap="lg" maw={480} mx="auto" w="100%">
      <Title order={2} size="h4" ta="center">
        {t.authPrompt}
      </Title>
      <SegmentedControl
        fullWidth
        radius="md"
        aria-label={a.authTabsLabel}
        value={mode}
        onChange={(value) => setMode(value === 'logIn' ? 'logIn' : 'signUp')}
        data={[
          { value: 'signUp', label: a.signUpTab },
          { value: 'logIn', label: a.logInTab },
        ]}
      />
      {mode === 'logIn' ? (
        <LoginForm
          pending={logIn.isPending}
          error={logIn.isError ? errorMessage(logIn.error, a.patientLoginError) : null}
          onSubmit={(values) =>
            logIn.mutate(values, {
              onSuccess: (patient) => {
                notifications.show({ color: 'green', message: a.patientLoginSuccess })
                onAuthenticated(patient)
              },
            })
          }
        />
      ) : (
        <SignUpForm
          initial={stepOne}
          onDone={(values) => {
            setStepOne(values)
            setComplementing(true)
          }}
        />
      )}
    </Stack>
  )
}
