import { AdminsListPage } from '../../../features/admin-accounts/components/admins-list-page'

export function Component() {
  return <AdminsListPage />
}
