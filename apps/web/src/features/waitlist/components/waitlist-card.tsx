import { useState } from 'react'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconBellRinging } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { WaitlistEntryDto } from '@acolhe/shared/api/waitlist'
import { dateTimeFor, timeFor, weekDayAndDateIn } from '@acolhe/shared/format/zoned-time'
import { uiWaitlistTexts as t } from '@acolhe/shared/texts/ui-waitlist'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import { ResponsiveModalOnDemand } from '../../../components/dialog-on-demand'
import { errorMessage } from '../../../lib/api-client'
import { useLeaveWaitlist } from '../api/leave-waitlist'
import { useMyWaitlist } from '../api/list-my-waitlist'

function EntryRow({ entry, zone, onLeave }: { entry: WaitlistEntryDto; zone: string; onLeave: () => void }) {
  const offer = entry.offer
  return (
    <Paper withBorder radius="md" p="sm" data-testid="waitlist-entry">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{entry.professional.name}</Text>
            <Text size="sm" c="dimmed">
              {t.waitingFor(entry.week_day, entry.hour)} · {t.modalities[entry.modality]}
            </Text>
          </Stack>
          {!offer && (
            <Badge variant="light" color="gray">
              {t.waiting}
            </Badge>
          )}
        </Group>
        {offer && (
          <Stack gap={4} data-testid="waitlist-entry-offer">
            <Text size="sm" fw={600} c="teal.8">
              {t.heldUntil(dateTimeFor(offer.expires_at, zone))}
            </Text>
            <Text size="sm">{t.offeredHour(`${weekDayAndDateIn(offer.start, zone)}, ${timeFor(offer.start, zone)}`)}</Text>
          </Stack>
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="subtle" color="red" size="compact-sm" onClick={onLeave}>
            {t.leave}
          </Button>
          {offer && (
            <Button component={Link} to={`/lista-de-espera/oferta/${offer.id}`} size="compact-sm">
              {t.seeOffer}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}

/** The patient's waitlist on /home: each professional and hour awaited, an hour held for them, 'Sair da lista'. Hidden when empty. */
export function WaitlistCard() {
  const list = useMyWaitlist()
  const leave = useLeaveWaitlist()
  const [leaving, setLeaving] = useState<WaitlistEntryDto | null>(null)
  const entries = list.data?.entries ?? []
  if (entries.length === 0) return null

  const confirmLeave = () => {
    if (!leaving) return
    leave.mutate(leaving.id, {
      onSuccess: () => {
        setLeaving(null)
        notifications.show({ color: 'green', message: t.left })
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.leaveError) }),
    })
  }

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="waitlist-card-title" data-testid="waitlist-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconBellRinging size={20} aria-hidden="true" />
            <Title order={2} size="h4" id="waitlist-card-title">
              {t.cardTitle}
            </Title>
          </Group>
          {list.data && (
            <Text size="sm" c="dimmed">
              {t.cardCount(entries.length, list.data.max_entries)}
            </Text>
          )}
        </Group>
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} zone={list.data?.time_zone ?? BRASILIA_TIME_ZONE} onLeave={() => setLeaving(entry)} />
        ))}
      </Stack>
      <ResponsiveModalOnDemand opened={leaving !== null} onClose={() => setLeaving(null)} title={t.leaveConfirmTitle} size="md">
        <Stack gap="md">
          <Text size="sm">{t.leaveConfirmBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setLeaving(null)}>
              {t.cancel}
            </Button>
            <Button color="red" loading={leave.isPending} onClick={confirmLeave}>
              {t.leaveConfirm}
            </Button>
          </Group>
        </Stack>
      </ResponsiveModalOnDemand>
    </Paper>
  )
}
