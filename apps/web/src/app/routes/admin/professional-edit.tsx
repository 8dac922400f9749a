import { Stack } from '@mantine/core'
import { useParams } from 'react-router'
import { AuditHistory } from '../../../features/admin-audit/components/audit-history'
import { ProfessionalEditPage } from '../../../features/admin-professionals/components/professional-edit-page'

export function Component() {
  const { id = '' } = useParams()
  // A new id is a new form: the key drops the previous professional's values.
  return (
    <Stack gap="lg" maw={960} key={id}>
      <ProfessionalEditPage id={id} listTo="/admin/profissionais" />
      <AuditHistory entity="professional" id={id} />
    </Stack>
  )
}
