import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { clinicalRecordTexts as t } from '@acolhe/shared/texts/clinical-records'
import { FullPageLoader } from '../../../components/full-page-loader'
import { LoadError } from '../../../components/load-error'
import { useRecordPatients } from '../api/list-record-patients'
import { personName, when } from './when'

export type RecordPatientsPageProps = { recordTo: (patientId: string) => string }

/** 'Prontuários': the patients the professional has seen, newest consultation first (decision 036). */
export function RecordPatientsPage({ recordTo }: RecordPatientsPageProps) {
  const patients = useRecordPatients()
  if (patients.isPending) return <FullPageLoader />
  if (patients.isError) return <LoadError message={t.loadError} onRetry={() => void patients.refetch()} />
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t.listTitle}
      </Title>
      <Text c="dimmed">{t.listIntro}</Text>
      {patients.data.data.length === 0 && <Text>{t.listEmpty}</Text>}
      {patients.data.data.map((row) => (
        <Paper key={row.patient.id} withBorder radius="md" p="md" component="article" aria-label={personName(row.patient)} data-testid="record-patient">
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={4}>
              <Text fw={700}>{personName(row.patient)}</Text>
              <Text size="sm" c="dimmed">
                {t.lastSession(when(row.last_session_date))}
              </Text>
              <Group gap="xs">
                <Badge variant="light" color="gray" maw="none">
                  {t.noteCount(row.note_count)}
                </Badge>
                {row.pending_copy_requests > 0 && (
                  <Badge variant="light" color="yellow" maw="none">
                    {t.pendingCopies(row.pending_copy_requests)}
                  </Badge>
                )}
              </Group>
            </Stack>
            <Button component={Link} to={recordTo(row.patient.id)} variant="light">
              {t.open}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}
