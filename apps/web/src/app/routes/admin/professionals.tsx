import { ProfessionalsListPage } from '../../../features/admin-professionals/components/professionals-list-page'

export function Component() {
  return <ProfessionalsListPage />
}
