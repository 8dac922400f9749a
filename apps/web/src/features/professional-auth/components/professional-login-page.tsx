import { Anchor } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from 'react-router'
import { uiAuthTexts as t } from '@acolhe/shared/texts/ui-auth'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { AuthPageLayout } from '../../../components/auth-page-layout'
import { AuthTabs } from '../../../components/auth-tabs'
import { LoginForm } from '../../../components/login-form'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useLogInProfessional } from '../api/log-in'
import { GoogleSignInButton } from '../../../components/google-sign-in-button'

/** Refused credentials have one fixed text; other refusals (blocked, too many tries) keep the server's words. */
function refusalMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return t.professionalLoginError
  return errorMessage(error, t.professionalLoginError)
}

/** /profissional/login: success goes to /profissional, whose shell routes by authorization. */
export function ProfessionalLoginPage() {
  const navigate = useNavigate()
  const logIn = useLogInProfessional()

  return (
    <AuthPageLayout
      pageTitle={uiPageTitles.professionalLogin}
      title={t.professionalTitle}
      subtitle={t.professionalSubtitle}
      top={<AuthTabs active="logIn" logInTo="/profissional/login" signUpTo="/profissional/cadastro" />}
      footer={
        <Anchor component={Link} to="/login" size="sm">
          {t.professionalToPatient}
        </Anchor>
      }
    >
      <LoginForm
        pending={logIn.isPending}
        error={logIn.isError ? refusalMessage(logIn.error) : null}
        onSubmit={(values) =>
          logIn.mutate(values, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t.professionalLoginSuccess })
              navigate('/profissional', { replace: true })
            },
          })
        }
      />
      <GoogleSignInButton kind="professional" />
      <Anchor component={Link} to="/recuperar-senha?tipo=profissional" size="sm" ta="center">
        {t.forgotPassword}
      </Anchor>
    </AuthPageLayout>
  )
}
