import { useState } from 'react'
import { ActionIcon, Button, Card, Center, Group, Loader, Pagination, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import type { CalendarSessionDto, UnavailabilityDto } from '@acolhe/shared/api/calendar'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import { UNAVAILABILITY_TYPE_LABELS } from '@acolhe/shared/enums'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { LoadError } from '../../../components/load-error'
import { errorMessage } from '../../../lib/api-client'
import { usePageParam } from '../../../lib/list-query-params'
import { useDeleteUnavailability } from '../api/delete-unavailability'
import { useUnavailabilities } from '../api/list-unavailabilities'
import { BookedSessionsAlert } from './booked-sessions-alert'
import { DateField } from '../../../components/date-field'
import { UnavailabilityEditModal } from './unavailability-edit-modal'
import { UnavailabilityTypeIcon } from './unavailability-type-icon'
import { periodLabel } from '../lib/period-hours'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : null)

const rangeOf = (period: UnavailabilityDto) => periodLabel(period)

/**
 * 'Indisponibilidade': the periods, 8 per page, current and coming ones first (the server's order),
 * filtered by a date range, with edit and delete.
 */
export function UnavailabilityTab({ createTo }: { createTo: string }) {
  // Page and period live in the address, so a reload or a shared link opens the same page.
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePageParam()
  const dateA = dayOf(params.get('de'))
  const dateB = dayOf(params.get('ate'))
  const [editing, setEditing] = useState<UnavailabilityDto | null>(null)
  const [conflicts, setConflicts] = useState<CalendarSessionDto[]>([])
  const limit = PAGE_SIZES.unavailabilities
  const list = useUnavailabilities({ page, limit, date_a: dateA ?? undefined, date_b: dateB ?? undefined })
  const remove = useDeleteUnavailability()

  const changeFilter = (key: 'de' | 'ate') => (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(key, value)
        else next.delete(key)
        next.delete('page')
        return next
      },
      { replace: true },
    )
  const confirmDelete = (period: UnavailabilityDto) =>
    modals.openConfirmModal({
      title: t.confirmDeleteTitle,
      children: <Text size="sm">{t.confirmDeleteUnavailability(rangeOf(period))}</Text>,
      labels: { confirm: t.confirmDelete, cancel: t.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(period.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t.unavailabilityDeleted }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.unavailabilityDeleteError) }),
        }),
    })

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / limit)) : 1
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end" role="group" aria-label={t.filterLabel}>
          <DateField label={t.filterFrom} value={dateA} onChange={changeFilter('de')} w={160} />
          <DateField label={t.filterTo} value={dateB} onChange={changeFilter('ate')} minDate={dateA ?? undefined} w={160} />
        </Group>
        <Button component={Link} to={createTo} leftSection={<IconPlus size={18} aria-hidden="true" />}>
          {t.newUnavailability}
        </Button>
      </Group>
      {conflicts.length > 0 && <BookedSessionsAlert title={t.conflictsTitle} body={t.conflictsBody} sessions={conflicts} />}
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t.unavailabilityTab} />
        </Center>
      ) : list.isError ? (
        <LoadError message={t.loadError} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <Title order={2} size="h4">
              {t.emptyTitle}
            </Title>
            <Text c="dimmed">{t.emptyUnavailability}</Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm">
          {list.data.data.map((period) => (
            <Card key={period.id} withBorder radius="md" padding="md" data-testid="unavailability">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={40} radius="md" variant="light">
                    <UnavailabilityTypeIcon type={period.type} />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={600}>{UNAVAILABILITY_TYPE_LABELS[period.type]}</Text>
                    <Text size="sm">{rangeOf(period)}</Text>
                    <Text size="sm" c="dimmed">
                      {period.reason ?? t.noReason}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={t.editAction(rangeOf(period))} onClick={() => setEditing(period)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={t.deleteAction(rangeOf(period))} onClick={() => confirmDelete(period)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
          {pages > 1 && (
            <Center>
              <Pagination total={pages} value={page} onChange={setPage} aria-label={t.paginationLabel} />
            </Center>
          )}
        </Stack>
      )}
      <UnavailabilityEditModal period={editing} onClose={() => setEditing(null)} onConflicts={setConflicts} />
    </Stack>
  )
}
