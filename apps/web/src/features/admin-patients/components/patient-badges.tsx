import { Badge, Group } from '@mantine/core'
import type { AdminPatientDto } from '@acolhe/shared/api/admin-lists'
import { adminPatientsTexts as t } from '@acolhe/shared/texts/ui-admin'

/** The patient's flags: banned or active, complete or incomplete, member. */
export function PatientBadges({ patient }: { patient: AdminPatientDto }) {
  return (
    <Group gap={6}>
      <Badge variant="light" color={patient.banned ? 'red' : 'green'}>
        {patient.banned ? t.banned : t.active}
      </Badge>
      <Badge variant="light" color={patient.is_complete ? 'blue' : 'yellow'}>
        {patient.is_complete ? t.complete : t.incomplete}
      </Badge>
      {patient.is_member && (
        <Badge variant="light" color="grape">
          {t.member}
        </Badge>
      )}
    </Group>
  )
}
