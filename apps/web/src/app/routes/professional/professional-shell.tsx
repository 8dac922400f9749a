import { notifications } from '@mantine/notifications'
import { IconCalendar, IconCalendarShare, IconHome, IconNotes, IconReceipt, IconUser } from '@tabler/icons-react'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router'
import { uiShellTexts as t } from '@acolhe/shared/texts/ui-shell'
import { taxReceiptPageTexts } from '@acolhe/shared/texts/tax-receipts'
import { clinicalRecordTexts } from '@acolhe/shared/texts/clinical-records'
import { ownCalendarsTexts } from '@acolhe/shared/texts/own-calendars'
import { AppFrame } from '../../../components/app-frame'
import { FullPageLoader } from '../../../components/full-page-loader'
import { LoadError } from '../../../components/load-error'
import { currentProfessionalQueryOptions, useCurrentProfessional } from '../../../features/professional-auth/api/get-me'
import type { FirstReads } from '../../first-render-reads'
import { useLogOutProfessional } from '../../../features/professional-auth/api/log-out'
import { isAuthError } from '../../../lib/is-auth-error'

const NAV = [
  { to: '/profissional/home', label: t.navHome, icon: <IconHome size={18} aria-hidden="true" /> },
  { to: '/profissional/calendario', label: t.navCalendar, icon: <IconCalendar size={18} aria-hidden="true" /> },
  { to: '/profissional/calendarios', label: ownCalendarsTexts.menuLabel, icon: <IconCalendarShare size={18} aria-hidden="true" /> },
  { to: '/profissional/prontuarios', label: clinicalRecordTexts.navLabel, icon: <IconNotes size={18} aria-hidden="true" /> },
  { to: '/profissional/recibos', label: taxReceiptPageTexts.title, icon: <IconReceipt size={18} aria-hidden="true" /> },
  { to: '/profissional/perfil', label: t.navProfile, icon: <IconUser size={18} aria-hidden="true" /> },
] as const

const AUTHORIZATION_PATH = '/profissional/autorizacao'

/** Read before the first render of /profissional/home opened as the first screen (decision 110). */
export const firstReads: FirstReads = (client) => [client.prefetchQuery(currentProfessionalQueryOptions())]

/**
 * Guarded professional area (docs/product/screens-and-routes.md): nobody → /profissional/login; authorized → the area with its
 * sidebar (/profissional and the authorization page lead to home); not yet authorized → only the
 * authorization page, with a header ('Sair') and no sidebar.
 */
export function Component() {
  const professional = useCurrentProfessional()
  const logOut = useLogOutProfessional()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const path = pathname.replace(/\/+$/, '')

  if (professional.isPending) return <FullPageLoader />
  if (professional.isError) {
    if (isAuthError(professional.error)) return <Navigate to="/profissional/login" replace />
    return <LoadError onRetry={() => void professional.refetch()} />
  }

  const authorized = professional.data.authorized
  if (authorized && (path === '/profissional' || path === AUTHORIZATION_PATH)) return <Navigate to="/profissional/home" replace />
  if (!authorized && path !== AUTHORIZATION_PATH) return <Navigate to={AUTHORIZATION_PATH} replace />

  return (
    <AppFrame
      homeTo={authorized ? '/profissional/home' : AUTHORIZATION_PATH}
      title={professional.data.first_name}
      navItems={authorized ? NAV : undefined}
      logoutPending={logOut.isPending}
      onLogout={() =>
        logOut.mutate(undefined, {
          onSuccess: () => navigate('/profissional/login', { replace: true }),
          onError: () => notifications.show({ color: 'red', message: t.professionalLogoutError }),
        })
      }
    >
      <Outlet />
    </AppFrame>
  )
}
