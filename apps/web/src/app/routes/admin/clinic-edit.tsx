import { useParams } from 'react-router'
import { ClinicEditPage } from '../../../features/admin-clinics/components/clinic-edit-page'

export function Component() {
  const { id = '' } = useParams()
  // A new id is a new form: the key drops the previous clinic's values.
  return <ClinicEditPage key={id} id={id} listTo="/admin/clinicas" />
}
