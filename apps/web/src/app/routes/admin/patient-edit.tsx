import { Stack } from '@mantine/core'
import { useParams } from 'react-router'
import { AuditHistory } from '../../../features/admin-audit/components/audit-history'
import { PatientEditPage } from '../../../features/admin-patients/components/patient-edit-page'

export function Component() {
  const { id = '' } = useParams()
  // A new id is a new form: the key drops the previous patient's values.
  return (
    <Stack gap="lg" maw={960} key={id}>
      <PatientEditPage id={id} listTo="/admin/pacientes" />
      <AuditHistory entity="patient" id={id} />
    </Stack>
  )
}
