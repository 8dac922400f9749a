import { notifications } from '@mantine/notifications'
import {
  IconBuildingHospital,
  IconCalendarEvent,
  IconHeadset,
  IconHelpCircle,
  IconTags,
  IconLayoutDashboard,
  IconRepeat,
  IconShieldLock,
  IconStethoscope,
  IconUsers,
} from '@tabler/icons-react'
import { Navigate, Outlet, useNavigate } from 'react-router'
import { uiShellTexts as t } from '@acolhe/shared/texts/ui-shell'
import { AppFrame } from '../../../components/app-frame'
import { FullPageLoader } from '../../../components/full-page-loader'
import { LoadError } from '../../../components/load-error'
import { currentAdminQueryOptions, useCurrentAdmin } from '../../../features/admin-auth/api/get-me'
import type { FirstReads } from '../../first-render-reads'
import { useLogOutAdmin } from '../../../features/admin-auth/api/log-out'
import { isAuthError } from '../../../lib/is-auth-error'

const icon = { size: 18, 'aria-hidden': true } as const
const NAV = [
  { to: '/admin/dashboard', label: t.adminNavDashboard, icon: <IconLayoutDashboard {...icon} /> },
  { to: '/admin/consultas', label: t.adminNavSessions, icon: <IconCalendarEvent {...icon} /> },
  { to: '/admin/horarios-fixos', label: t.adminNavSeries, icon: <IconRepeat {...icon} /> },
  { to: '/admin/profissionais', label: t.adminNavProfessionals, icon: <IconStethoscope {...icon} /> },
  { to: '/admin/pacientes', label: t.adminNavPatients, icon: <IconUsers {...icon} /> },
  { to: '/admin/clinicas', label: t.adminNavClinics, icon: <IconBuildingHospital {...icon} /> },
  { to: '/admin/faq', label: t.adminNavFaq, icon: <IconHelpCircle {...icon} /> },
  { to: '/admin/busca', label: t.adminNavSearch, icon: <IconTags {...icon} /> },
  { to: '/admin/suporte', label: t.adminNavSupport, icon: <IconHeadset {...icon} /> },
  { to: '/admin/admins', label: t.adminNavAdmins, icon: <IconShieldLock {...icon} /> },
] as const

/** The admin side menu becomes a drawer at 1024px or less (docs/product/screens-and-routes.md). */
const ADMIN_DRAWER_MAX_WIDTH_PX = 1024

/** Read before the first render of /admin/dashboard opened as the first screen (decision 110). */
export const firstReads: FirstReads = (client) => [client.prefetchQuery(currentAdminQueryOptions())]

/** Guarded admin area (docs/product/screens-and-routes.md "Back office"): nobody or an inactive admin → /admin/login. */
export function Component() {
  const admin = useCurrentAdmin()
  const logOut = useLogOutAdmin()
  const navigate = useNavigate()

  if (admin.isPending) return <FullPageLoader />
  if (admin.isError) {
    if (isAuthError(admin.error)) return <Navigate to="/admin/login" replace />
    return <LoadError onRetry={() => void admin.refetch()} />
  }
  if (!admin.data.active) return <Navigate to="/admin/login" replace />

  return (
    <AppFrame
      homeTo="/admin/dashboard"
      title={t.adminPanelTitle}
      navItems={NAV}
      drawerMaxWidthPx={ADMIN_DRAWER_MAX_WIDTH_PX}
      collapsibleOnDesktop
      logoutPending={logOut.isPending}
      onLogout={() =>
        logOut.mutate(undefined, {
          onSuccess: () => navigate('/admin/login', { replace: true }),
          onError: () => notifications.show({ color: 'red', message: t.adminLogoutError }),
        })
      }
    >
      <Outlet />
    </AppFrame>
  )
}
