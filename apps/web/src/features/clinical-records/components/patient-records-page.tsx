import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { PROFESSIONAL_TYPE_LABELS } from '@acolhe/shared/enums'
import { COPY_REQUEST_STATUS_LABELS, clinicalRecordTexts as t } from '@acolhe/shared/texts/clinical-records'
import { FullPageLoader } from '../../../components/full-page-loader'
import { LoadError } from '../../../components/load-error'
import { errorMessage } from '../../../lib/api-client'
import { copyDownloadUrl, useMyClinicalRecords } from '../api/list-my-records'
import { useRequestCopy } from '../api/request-copy'
import { personName, when } from './when'

/** The patient's records, one per professional who saw them: ask for a copy, then download it once approved. */
export function PatientRecordsPage() {
  const records = useMyClinicalRecords()
  const request = useRequestCopy()
  if (records.isPending) return <FullPageLoader />
  if (records.isError) return <LoadError message={t.loadError} onRetry={() => void records.refetch()} />
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t.patientTitle}
      </Title>
      <Text c="dimmed">{t.patientIntro}</Text>
      {records.data.data.length === 0 && <Text>{t.patientEmpty}</Text>}
      {records.data.data.map((row) => (
        <Paper key={row.professional.id} withBorder radius="md" p="md" component="article" aria-label={personName(row.professional)} data-testid="patient-record">
          <Stack gap="sm">
            <Stack gap={2}>
              <Text fw={700}>{personName(row.professional)}</Text>
              <Text size="sm" c="dimmed">
                {PROFESSIONAL_TYPE_LABELS[row.professional.professional_type]}
              </Text>
            </Stack>
            {row.copy_request && (
              <Group gap="xs">
                <Badge variant="light" color={row.copy_request.status === 'APPROVED' ? 'green' : row.copy_request.status === 'DECLINED' ? 'gray' : 'yellow'} maw="none">
                  {t.copyStatus(COPY_REQUEST_STATUS_LABELS[row.copy_request.status])}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t.copyRequestedAt(when(row.copy_request.requested_at))}
                </Text>
              </Group>
            )}
            <Group gap="xs">
              {row.can_request && (
                <Button
                  size="sm"
                  variant={row.can_download ? 'default' : 'filled'}
                  loading={request.isPending && request.variables === row.professional.id}
                  onClick={() =>
                    request.mutate(row.professional.id, {
                      onSuccess: () => notifications.show({ color: 'green', message: t.requestSent }),
                      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.requestError) }),
                    })
                  }
                >
                  {t.requestCopy}
                </Button>
              )}
              {row.can_download && (
                <Button size="sm" component="a" href={copyDownloadUrl(row.professional.id)} download>
                  {t.downloadCopy}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  )
}
