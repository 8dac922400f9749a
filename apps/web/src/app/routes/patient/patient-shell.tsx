import { notifications } from '@mantine/notifications'
import { IconClipboardList, IconHome, IconUser } from '@tabler/icons-react'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router'
import { questionnaireTexts } from '@acolhe/shared/texts/questionnaires'
import { uiShellTexts as t } from '@acolhe/shared/texts/ui-shell'
import { AppFrame } from '../../../components/app-frame'
import { EmergencyNotice } from '../../../components/emergency-notice'
import { FullPageLoader } from '../../../components/full-page-loader'
import { LoadError } from '../../../components/load-error'
import { currentPatientQueryOptions, useCurrentPatient } from '../../../lib/patient-api/get-me'
import type { FirstReads } from '../../first-render-reads'
import { useLogOutPatient } from '../../../features/patient-auth/api/log-out'
import { isAuthError } from '../../../lib/is-auth-error'

const NAV = [
  { to: '/home', label: t.navHome, icon: <IconHome size={18} aria-hidden="true" /> },
  // Always there, not only while one is open: a shared history (decision 099) lives on that page too.
  { to: '/questionarios', label: questionnaireTexts.navLabel, icon: <IconClipboardList size={18} aria-hidden="true" /> },
  { to: '/perfil', label: t.navProfile, icon: <IconUser size={18} aria-hidden="true" /> },
] as const

/** Read before the first render of /home opened as the first screen (decision 110). */
export const firstReads: FirstReads = (client) => [client.prefetchQuery(currentPatientQueryOptions())]

/** Guarded patient area (/home, /consulta, /perfil): nobody logged in → /login, incomplete → /cadastro/info. */
export function Component() {
  const patient = useCurrentPatient()
  const logOut = useLogOutPatient()
  const navigate = useNavigate()
  const location = useLocation()

  if (patient.isPending) return <FullPageLoader />
  if (patient.isError) {
    // Back to the page asked for after logging in (a reminder's questionnaire link opens /questionarios).
    if (isAuthError(patient.error)) return <Navigate to={location.pathname === '/home' ? '/login' : `/login?voltar=${encodeURIComponent(location.pathname + location.search)}`} replace />
    return <LoadError onRetry={() => void patient.refetch()} />
  }
  // docs/product/accounts-and-access.md "Patients": an incomplete account (step 1 only, or a new Google sign-in) finishes its sign-up first.
  if (!patient.data.is_complete) return <Navigate to="/cadastro/info" replace />

  return (
    <AppFrame
      homeTo="/home"
      title={patient.data.first_name || t.patientFallbackName}
      navItems={NAV}
      footNote={<EmergencyNotice />}
      logoutPending={logOut.isPending}
      onLogout={() =>
        logOut.mutate(undefined, {
          onSuccess: () => navigate('/login', { replace: true }),
          onError: () => notifications.show({ color: 'red', message: t.patientLogoutError }),
        })
      }
    >
      <Outlet />
    </AppFrame>
  )
}
