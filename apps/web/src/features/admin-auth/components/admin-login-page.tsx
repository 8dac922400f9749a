import { Badge } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router'
import { uiAuthTexts as t } from '@acolhe/shared/texts/ui-auth'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { AuthPageLayout } from '../../../components/auth-page-layout'
import { LoginForm } from '../../../components/login-form'
import { errorMessage } from '../../../lib/api-client'
import { useLogInAdmin } from '../api/log-in'

/** /admin/login: 'Login', 'Painel Administrativo', role 'Admin'; success 'Login com sucesso!' → dashboard. */
export function AdminLoginPage() {
  const navigate = useNavigate()
  const logIn = useLogInAdmin()

  return (
    <AuthPageLayout
      pageTitle={uiPageTitles.adminLogin}
      title={t.adminTitle}
      subtitle={t.adminSubtitle}
      top={
        <Badge variant="light" size="lg" radius="sm" w="fit-content">
          {t.adminRole}
        </Badge>
      }
    >
      <LoginForm
        pending={logIn.isPending}
        error={logIn.isError ? errorMessage(logIn.error, t.adminLoginError) : null}
        onSubmit={(values) =>
          logIn.mutate(values, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t.adminLoginSuccess })
              navigate('/admin/dashboard', { replace: true })
            },
          })
        }
      />
    </AuthPageLayout>
  )
}
