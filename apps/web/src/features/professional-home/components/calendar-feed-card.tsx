import { Alert, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { formatDate } from '@acolhe/shared/format/dates'
import { calendarFeedTexts as t } from '@acolhe/shared/texts/professional-agenda'
import { CopyButton } from '../../../components/copy-button'
import { errorMessage } from '../../../lib/api-client'
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed'

/**
 * The private iCal address (decision 027): generate, regenerate (the old one stops) or revoke. The
 * server keeps only a hash, so the address is shown once, right after it is generated.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed()
  const create = useCreateCalendarFeed()
  const revoke = useRevokeCalendarFeed()
  const fresh = create.data
  const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, t.error) })

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="calendar-feed-title" maw={960}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {t.title}
        </Title>
        <Text size="sm">{t.intro}</Text>
        {feed.isError && <Alert color="red">{t.loadError}</Alert>}
        {feed.data && <Text size="sm" fw={600} data-testid="calendar-feed-status">{feed.data.active && feed.data.created_at ? t.active(formatDate(feed.data.created_at)) : t.inactive}</Text>}
        {fresh && feed.data?.active && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t.newLinkLabel}
            </Text>
            <Code block data-testid="calendar-feed-url" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {fresh.url}
            </Code>
            <Text size="xs" c="dimmed">
              {t.newLinkHint}
            </Text>
            <CopyButton value={fresh.url} label={t.copy} size="sm" w="fit-content" />
          </Stack>
        )}
        {feed.data && (
          <Group gap="sm">
            <Button
              size="sm"
              loading={create.isPending}
              onClick={() => create.mutate(undefined, { onSuccess: () => notifications.show({ color: 'green', message: t.created }), onError: fail })}
            >
              {feed.data.active ? t.regenerate : t.create}
            </Button>
            {feed.data.active && (
              <Button
                size="sm"
                variant="light"
                color="red"
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(undefined, {
                    onSuccess: () => {
                      create.reset()
                      notifications.show({ color: 'green', message: t.revoked })
                    },
                    onError: fail,
                  })
                }
              >
                {t.revoke}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
