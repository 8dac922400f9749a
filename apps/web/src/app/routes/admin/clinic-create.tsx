import { ClinicCreatePage } from '../../../features/admin-clinics/components/clinic-create-page'

export function Component() {
  return <ClinicCreatePage listTo="/admin/clinicas" />
}
