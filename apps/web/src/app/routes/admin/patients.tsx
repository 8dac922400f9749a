import { PatientsListPage } from '../../../features/admin-patients/components/patients-list-page'

export function Component() {
  return <PatientsListPage />
}
