import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { IconCalendarRepeat } from '@tabler/icons-react'
import type { SeriesDto } from '@acolhe/shared/api/series'
import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'
import { errorMessage } from '../../../lib/api-client'
import { useChangeSeries, type SeriesChange } from '../api/change-series'
import { personName } from '../lib/series-labels'

/**
 * A series' buttons on /admin/horarios-fixos: only what the server's `actions` allow (pause, resume, end —
 * ending after a confirmation that says what it cancels), and 'Ver semanas' for the weeks ahead.
 */
export function AdminSeriesActions({ series, onShowWeeks }: { series: SeriesDto; onShowWeeks: () => void }) {
  const change = useChangeSeries()
  const patient = personName(series.patient)
  const pending = change.isPending

  const run = (c: SeriesChange, done: string) =>
    change.mutate(c, {
      onSuccess: () => notifications.show({ color: 'green', message: done }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.actionError) }),
    })

  const confirmEnd = () =>
    modals.openConfirmModal({
      title: t.end,
      children: <Text size="sm">{t.endConfirmProfessional}</Text>,
      labels: { confirm: t.end, cancel: t.back },
      confirmProps: { color: 'red' },
      onConfirm: () => run({ kind: 'end', id: series.id }, t.ended),
    })

  return (
    <Group gap="xs" wrap="wrap">
      <Tooltip label={t.adminWeeks} openDelay={100}>
        <ActionIcon variant="subtle" aria-label={t.adminWeeksAction(patient)} onClick={onShowWeeks}>
          <IconCalendarRepeat size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {series.actions.pause && (
        <Button size="compact-sm" variant="light" loading={pending} aria-label={t.adminPause(patient)} onClick={() => run({ kind: 'status', id: series.id, status: 'PAUSED' }, t.pausedDone)}>
          {t.pause}
        </Button>
      )}
      {series.actions.resume && (
        <Button size="compact-sm" variant="light" color="teal" loading={pending} aria-label={t.adminResume(patient)} onClick={() => run({ kind: 'status', id: series.id, status: 'ACTIVE' }, t.resumed)}>
          {t.resume}
        </Button>
      )}
      {series.actions.end && (
        <Button size="compact-sm" variant="light" color="red" disabled={pending} aria-label={t.adminEndAction(patient)} onClick={confirmEnd}>
          {t.adminEnd}
        </Button>
      )}
    </Group>
  )
}
