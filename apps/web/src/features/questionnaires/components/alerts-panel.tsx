import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle } from '@tabler/icons-react'
import { Link } from 'react-router'
import { instrumentOf } from '@acolhe/shared/instruments/catalogue'
import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'
import { errorMessage } from '../../../lib/api-client'
import { useQuestionnaireAlerts } from '../api/list-alerts'
import { useMarkAlertRead } from '../api/mark-alert-read'
import { personName, when } from './when'

/**
 * The in-app side of the safety alert (decision 095), above the professional's agenda: every unread alert
 * with its patient and consultation, whether its email left, and 'Marcar como lido', which records the reading.
 */
export function AlertsPanel() {
  const alerts = useQuestionnaireAlerts()
  const read = useMarkAlertRead()
  const unread = alerts.data?.data.filter((a) => !a.read_at) ?? []
  if (unread.length === 0) return null
  return (
    <Alert color="red" variant="light" title={t.alertsTitle} icon={<IconAlertTriangle aria-hidden="true" />} component="section" aria-label={t.alertsTitle}>
      <Stack gap="md">
        {unread.map((a) => (
          <Stack key={a.id} gap={4} data-testid="questionnaire-alert">
            <Text size="sm">{t.alertLine(personName(a.patient), instrumentOf(a.instrument).shortName, when(a.session_date))}</Text>
            {a.contact_requested_at && (
              <Text size="sm" fw={700}>
                {t.alertContactRequested}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {a.email_sent_at ? t.alertEmailSent(when(a.email_sent_at)) : t.alertEmailPending}
            </Text>
            <Group gap="sm">
              <Anchor component={Link} to={`/profissional/questionarios/${a.patient.id}`} size="sm">
                {t.alertOpen}
              </Anchor>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={read.isPending && read.variables === a.id}
                onClick={() =>
                  read.mutate(a.id, {
                    onSuccess: () => notifications.show({ color: 'green', message: t.alertMarkedRead }),
                    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.actionError) }),
                  })
                }
              >
                {t.alertMarkRead}
              </Button>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Alert>
  )
}
