import { SessionsListPage } from '../../../features/admin-sessions/components/sessions-list-page'

export function Component() {
  return <SessionsListPage />
}
