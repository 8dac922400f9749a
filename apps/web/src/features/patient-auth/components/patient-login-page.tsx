import { Anchor } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { uiAuthTexts as t } from '@acolhe/shared/texts/ui-auth'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { AuthPageLayout } from '../../../components/auth-page-layout'
import { AuthTabs } from '../../../components/auth-tabs'
import { LoginForm } from '../../../components/login-form'
import { errorMessage } from '../../../lib/api-client'
import { useLogInPatient } from '../../../lib/patient-api/log-in'
import { GoogleSignInButton } from '../../../components/google-sign-in-button'

/** A path of this site to return to after logging in (`?voltar=`), never another site's address. */
export function returnPathOf(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null
}

/**
 * /login: on success 'Login realizado com sucesso!' and /home — or the page that sent the patient here
 * (`?voltar=`, e.g. a waitlist offer); a refusal shows the server's message.
 */
export function PatientLoginPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const returnTo = returnPathOf(params.get('voltar'))
  const logIn = useLogInPatient()

  return (
    <AuthPageLayout
      pageTitle={uiPageTitles.patientLogin}
      title={t.patientTitle}
      subtitle={t.patientSubtitle}
      top={<AuthTabs active="logIn" logInTo="/login" signUpTo="/cadastro" />}
      footer={
        <Anchor component={Link} to="/profissional/login" size="sm">
          {t.patientToProfessional}
        </Anchor>
      }
    >
      <LoginForm
        pending={logIn.isPending}
        error={logIn.isError ? errorMessage(logIn.error, t.patientLoginError) : null}
        onSubmit={(values) =>
          logIn.mutate(values, {
            onSuccess: (user) => {
              notifications.show({ color: 'green', message: t.patientLoginSuccess })
              // An incomplete account finishes its sign-up first (docs/product/accounts-and-access.md).
              navigate(user.is_complete ? (returnTo ?? '/home') : '/cadastro/info', { replace: true })
            },
          })
        }
      />
      <GoogleSignInButton kind="patient" />
      <Anchor component={Link} to="/recuperar-senha" size="sm" ta="center">
        {t.forgotPassword}
      </Anchor>
    </AuthPageLayout>
  )
}
