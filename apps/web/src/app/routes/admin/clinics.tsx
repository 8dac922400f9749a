import { ClinicsListPage } from '../../../features/admin-clinics/components/clinics-list-page'

export function Component() {
  return <ClinicsListPage />
}
