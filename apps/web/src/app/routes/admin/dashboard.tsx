import { DashboardPage } from '../../../features/admin-dashboard/components/dashboard-page'

export function Component() {
  return <DashboardPage />
}
