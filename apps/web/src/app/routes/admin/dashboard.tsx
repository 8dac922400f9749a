import { DashboardPage } from '../../../features/admin-dashboard/components/dashboard-page'
import { indicatorsQueryOptions } from '../../../features/admin-dashboard/api/get-indicators'
import type { FirstReads } from '../../first-render-reads'

/** Read before the first render when the dashboard is the first screen (decision 110); the admin is the shell's. */
export const firstReads: FirstReads = (client) => [client.prefetchQuery(indicatorsQueryOptions())]

export function Component() {
  return <DashboardPage />
}
