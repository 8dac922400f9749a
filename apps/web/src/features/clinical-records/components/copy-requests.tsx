import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { ClinicalRecordDto } from '@acolhe/shared/api/clinical-records'
import { COPY_REQUEST_STATUS_LABELS, clinicalRecordTexts as t } from '@acolhe/shared/texts/clinical-records'
import { errorMessage } from '../../../lib/api-client'
import { useDecideCopy } from '../api/decide-copy'
import { when } from './when'

const STATUS_COLORS = { REQUESTED: 'yellow', APPROVED: 'green', DECLINED: 'gray' } as const

/** The patient's copy requests for this record; the buttons show where the server says it may be answered. */
export function CopyRequests({ requests }: { requests: ClinicalRecordDto['copy_requests'] }) {
  const decide = useDecideCopy()
  const answer = (id: string, approved: boolean) =>
    decide.mutate(
      { id, approved },
      {
        onSuccess: () => notifications.show({ color: 'green', message: approved ? t.approved : t.declined }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.decideError) }),
      },
    )
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="pedidos-de-copia">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pedidos-de-copia">
          {t.copiesTitle}
        </Title>
        {requests.length === 0 && (
          <Text size="sm" c="dimmed">
            {t.copiesEmpty}
          </Text>
        )}
        {requests.map((request) => (
          <Group key={request.id} justify="space-between" gap="sm" data-testid="copy-request">
            <Stack gap={2}>
              <Badge color={STATUS_COLORS[request.status]} variant="light" maw="none">
                {COPY_REQUEST_STATUS_LABELS[request.status]}
              </Badge>
              <Text size="sm">{t.copyRequestedAt(when(request.requested_at))}</Text>
              {request.decided_at && (
                <Text size="sm" c="dimmed">
                  {t.copyDecidedAt(when(request.decided_at))}
                </Text>
              )}
            </Stack>
            {request.can_decide && (
              <Group gap="xs">
                <Button size="sm" onClick={() => answer(request.id, true)} loading={decide.isPending && decide.variables.approved}>
                  {t.approve}
                </Button>
                <Button size="sm" variant="subtle" color="red" onClick={() => answer(request.id, false)} disabled={decide.isPending}>
                  {t.decline}
                </Button>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}
