import { ProfessionalCreatePage } from '../../../features/admin-professionals/components/professional-create-page'

export function Component() {
  return <ProfessionalCreatePage listTo="/admin/profissionais" />
}
