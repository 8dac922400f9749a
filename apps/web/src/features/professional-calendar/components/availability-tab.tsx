import { useState } from 'react'
import { ActionIcon, Button, Card, Group, Loader, Center, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { CalendarSessionDto } from '@acolhe/shared/api/calendar'
import { formatHhmm } from '@acolhe/shared/format/dates'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { LoadError } from '../../../components/load-error'
import { errorMessage } from '../../../lib/api-client'
import { useDeleteSlot } from '../api/delete-slot'
import { useQuery } from '@tanstack/react-query'
import { weeklySlotsQueryOptions, type AvailabilitySlot } from '../../../lib/weekly-slots-api'
import { groupSlotsByWeekDay } from '../lib/group-slots'
import { weekDayName } from '../lib/hour-options'
import { BookedSessionsAlert } from './booked-sessions-alert'
import { SlotEditModal } from './slot-edit-modal'

const rangeOf = (slot: AvailabilitySlot) => t.slotRange(formatHhmm(slot.start_time), formatHhmm(slot.end_time))

/** 'Disponibilidade': the weekly slots grouped per weekday and sorted, with edit and delete. */
export function AvailabilityTab({ createTo }: { createTo: string }) {
  const slots = useQuery(weeklySlotsQueryOptions(null))
  const deleteSlot = useDeleteSlot()
  const [editing, setEditing] = useState<AvailabilitySlot | null>(null)
  const [kept, setKept] = useState<CalendarSessionDto[]>([])

  const confirmDelete = (slot: AvailabilitySlot) =>
    modals.openConfirmModal({
      title: t.confirmDeleteTitle,
      children: <Text size="sm">{t.confirmDeleteSlot(weekDayName(slot.week_day), rangeOf(slot))}</Text>,
      labels: { confirm: t.confirmDelete, cancel: t.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteSlot.mutate(slot.id, {
          onSuccess: (change) => {
            notifications.show({ color: 'green', message: t.slotDeleted })
            setKept(change.kept_sessions)
          },
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.slotDeleteError) }),
        }),
    })

  if (slots.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t.availabilityTab} />
      </Center>
    )
  }
  if (slots.isError) return <LoadError message={t.loadError} onRetry={() => void slots.refetch()} />

  const days = groupSlotsByWeekDay(slots.data)
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button component={Link} to={createTo} leftSection={<IconPlus size={18} aria-hidden="true" />}>
          {t.newSlot}
        </Button>
      </Group>
      {kept.length > 0 && <BookedSessionsAlert title={t.keptSessionsTitle} body={t.keptSessionsBody} sessions={kept} />}
      {days.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <Title order={2} size="h4">
              {t.emptyTitle}
            </Title>
            <Text c="dimmed">{t.emptySlots}</Text>
            <Button component={Link} to={createTo} variant="light">
              {t.createSlotLink}
            </Button>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {days.map((day) => (
            <Card key={day.weekDay} withBorder radius="md" padding="md" component="section" aria-label={weekDayName(day.weekDay)}>
              <Title order={2} size="h5" mb="sm">
                {weekDayName(day.weekDay)}
              </Title>
              <Stack gap="xs">
                {day.slots.map((slot) => (
                  <Group key={slot.id} justify="space-between" wrap="nowrap" data-testid="slot">
                    <Text fw={500}>{rangeOf(slot)}</Text>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={t.editAction(`${weekDayName(slot.week_day)} ${rangeOf(slot)}`)} onClick={() => setEditing(slot)}>
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t.deleteAction(`${weekDayName(slot.week_day)} ${rangeOf(slot)}`)}
                        onClick={() => confirmDelete(slot)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Group>
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <SlotEditModal slot={editing} onClose={() => setEditing(null)} onKeptSessions={setKept} />
    </Stack>
  )
}
