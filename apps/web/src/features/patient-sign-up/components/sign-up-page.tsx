import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { zodResolver } from '../../../lib/zod-resolver'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { patientSignUpStepOneSchema } from '@acolhe/shared/schemas/patient'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { uiSignUpTexts as t } from '@acolhe/shared/texts/ui-sign-up'
import { AuthPageLayout } from '../../../components/auth-page-layout'
import { AuthTabs } from '../../../components/auth-tabs'
import { GoogleSignInButton } from '../../../components/google-sign-in-button'
import { NewAccountFields } from '../../../components/new-account-fields'
import { readStepOne, saveStepOne } from '../lib/step-one-storage'
import { SIGN_UP_PATHS } from '../lib/sign-up-paths'
import { useHydrated } from '../../../lib/use-hydrated'

/** Navigation state step 2 leaves when it had to send the person back for the password. */
export type SignUpStepOneState = { passwordForgotten?: boolean }

/** /cadastro, step 1: email, password and repeat; then step 2 at /cadastro/info-complemento. */
export function SignUpPage() {
  const navigate = useNavigate()
  const location = useLocation()
  // The page is prerendered without navigation state; the note waits for hydration so both renders match.
  const hydrated = useHydrated()
  const passwordForgotten = hydrated && (location.state as SignUpStepOneState | null)?.passwordForgotten === true
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(patientSignUpStepOneSchema),
    defaultValues: { email: readStepOne()?.email ?? '', password: '', repeat_password: '' },
  })

  return (
    <AuthPageLayout
      pageTitle={uiPageTitles.signUp}
      title={t.stepOneTitle}
      subtitle={t.stepOneSubtitle}
      top={<AuthTabs active="signUp" logInTo={SIGN_UP_PATHS.login} signUpTo={SIGN_UP_PATHS.stepOne} />}
      footer={
        <Anchor component={Link} to={SIGN_UP_PATHS.professionalSignUp} size="sm">
          {t.toProfessional}
        </Anchor>
      }
    >
      <form
        noValidate
        // Prerendered (decision 055): never a form the browser could send with the password in the address.
        method="post"
        onSubmit={handleSubmit((values) => {
          saveStepOne({ email: values.email, password: values.password })
          navigate(SIGN_UP_PATHS.stepTwo)
        })}
      >
        <Stack gap="md">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t.stepIndicator(1, 2)}
          </Text>
          {passwordForgotten && (
            <Alert color="blue" variant="light">
              {t.passwordForgotten}
            </Alert>
          )}
          <NewAccountFields register={register} errors={errors} />
          <Button type="submit" size="md" fullWidth>
            {t.continue}
          </Button>
          <GoogleSignInButton kind="patient" />
        </Stack>
      </form>
    </AuthPageLayout>
  )
}
