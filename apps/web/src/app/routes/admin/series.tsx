import { AdminSeriesPage } from '../../../features/series/components/admin-series-page'

export function Component() {
  return <AdminSeriesPage />
}
