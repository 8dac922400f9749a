import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import type { OwnCalendarDto } from '@acolhe/shared/api/own-calendars'
import { formatDate, formatTime } from '@acolhe/shared/format/dates'
import { ownCalendarsApiTexts, ownCalendarsTexts as t } from '@acolhe/shared/texts/own-calendars'
import { LoadError } from '../../../components/load-error'
import { PageTitle } from '../../../components/page-title'
import { errorMessage } from '../../../lib/api-client'
import { useDisconnectOwnCalendar } from '../api/disconnect-own-calendar'
import { useOwnCalendars } from '../api/get-own-calendars'
import { BlockedWeek } from './blocked-week'
import { ConnectCalendarForm } from './connect-calendar-form'

const when = (instant: string) => `${formatDate(instant)} ${formatTime(instant)}`

function CalendarCard({ calendar, onDisconnect, disconnecting }: { calendar: OwnCalendarDto; onDisconnect: () => void; disconnecting: boolean }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="own-calendar">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Badge variant="light" w="fit-content">
              {calendar.kind === 'ICS' ? t.kindIcs : t.kindCaldav}
            </Badge>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {calendar.label}
            </Text>
          </Stack>
          <Button size="xs" variant="light" color="red" onClick={onDisconnect} loading={disconnecting}>
            {t.disconnect}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {calendar.last_success_at ? t.lastSync(when(calendar.last_success_at)) : t.neverSynced}
        </Text>
        {calendar.writes_sessions && <Text size="sm">{t.writesSessions}</Text>}
        {calendar.problem && (
          <Alert color="orange" title={t.problemTitle} role="alert">
            {ownCalendarsApiTexts.problem[calendar.problem]} {calendar.last_success_at ? t.keptCopy(when(calendar.last_success_at)) : ''}
          </Alert>
        )}
      </Stack>
    </Card>
  )
}

/** /profissional/calendarios: the professional's own calendars (decision 087). */
export function OwnCalendarsPage() {
  const overview = useOwnCalendars()
  const disconnect = useDisconnectOwnCalendar()
  const confirmDisconnect = (calendar: OwnCalendarDto) =>
    modals.openConfirmModal({
      title: t.disconnect,
      children: <Text size="sm">{t.disconnectConfirm}</Text>,
      labels: { confirm: t.disconnect, cancel: t.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        disconnect.mutate(calendar.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t.disconnected }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.loadError) }),
        }),
    })

  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={t.title} />
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <Stack gap={4}>
        <Text size="sm">{t.intro}</Text>
        <Text size="sm" c="dimmed">
          {t.privacy}
        </Text>
      </Stack>
      {overview.isPending ? (
        <Center py="lg">
          <Loader />
        </Center>
      ) : overview.isError ? (
        <LoadError onRetry={() => void overview.refetch()} />
      ) : (
        <>
          {overview.data.calendars.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.none}
            </Text>
          ) : (
            <Stack gap="sm">
              {overview.data.calendars.map((calendar) => (
                <CalendarCard
                  key={calendar.id}
                  calendar={calendar}
                  onDisconnect={() => confirmDisconnect(calendar)}
                  disconnecting={disconnect.isPending && disconnect.variables === calendar.id}
                />
              ))}
            </Stack>
          )}
          {overview.data.calendars.length > 0 && <BlockedWeek week={overview.data.week} />}
        </>
      )}
      <ConnectCalendarForm />
    </Stack>
  )
}
