import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconMail } from '@tabler/icons-react'
import type { SupportMessageDto } from '@acolhe/shared/api/support'
import { formatDate, formatTime } from '@acolhe/shared/format/dates'
import { supportInboxTexts as t } from '@acolhe/shared/texts/ui-support'

const when = (instant: string) => `${formatDate(instant)} ${formatTime(instant)}`

/** The reply opens the admin's own mail client, addressed and quoting the message. */
function mailtoOf(message: SupportMessageDto): string {
  const params = new URLSearchParams({ subject: t.replySubject, body: t.replyBody(message.name, message.message) })
  // URLSearchParams writes spaces as '+', which mail clients show literally; mailto wants %20.
  return `mailto:${encodeURIComponent(message.email)}?${params.toString().replace(/\+/g, '%20')}`
}

export type SupportMessageCardProps = { message: SupportMessageDto; busy: boolean; onAnswered: (answered: boolean) => void }

/** One message of the inbox: who, when, the text, its state, 'Responder por email' and 'Marcar como respondida'. */
export function SupportMessageCard({ message, busy, onAnswered }: SupportMessageCardProps) {
  const answered = message.answered_at !== null
  return (
    <Card withBorder radius="md" padding="md" data-testid="support-message">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700}>{message.name}</Text>
            <Anchor href={`mailto:${message.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {message.email}
            </Anchor>
          </Stack>
          <Badge color={answered ? 'green' : 'orange'} variant="light">
            {answered ? t.badgeAnswered : t.badgeOpen}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        <Text size="xs" c="dimmed">
          {t.receivedAt(when(message.created_at))}
          {message.answered_at && ` · ${message.answered_by ? t.answeredBy(message.answered_by, when(message.answered_at)) : t.answeredAt(when(message.answered_at))}`}
        </Text>
        <Group gap="sm">
          <Button component="a" href={mailtoOf(message)} size="compact-md" variant="light" leftSection={<IconMail size={16} aria-hidden="true" />} aria-label={t.replyAction(message.name)}>
            {t.reply}
          </Button>
          {answered ? (
            <Button size="compact-md" variant="subtle" color="gray" loading={busy} aria-label={t.reopenAction(message.name)} onClick={() => onAnswered(false)}>
              {t.reopen}
            </Button>
          ) : (
            <Button size="compact-md" color="green" loading={busy} aria-label={t.markAnsweredAction(message.name)} onClick={() => onAnswered(true)}>
              {t.markAnswered}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  )
}
