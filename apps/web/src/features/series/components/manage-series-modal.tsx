import { useState } from 'react'
import { Alert, Badge, Button, Divider, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { SeriesDto, SeriesOccurrenceDto } from '@acolhe/shared/api/series'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useUpdateSession } from '../../../lib/session-api/update-session'
import { useOpenDays } from '../../../lib/open-times-api'
import { useChangeSeries, type SeriesChange } from '../api/change-series'
import { weekWhen, weeklyLabel } from '../lib/series-labels'
import { PixAutomaticoWeeks } from './pix-automatico-weeks'
import { SkippedWeeks } from './skipped-weeks'

const DAY = 24 * 3_600_000

/** One week ahead: its date, whether it is paid or by when, and its own cancellation (the 24 h rule per week). */
function WeekRow({ week, zone, onCancel, cancelling }: { week: SeriesOccurrenceDto; zone: string; onCancel: () => void; cancelling: boolean }) {
  const [confirming, setConfirming] = useState(false)
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="series-week">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {weekWhen(week.starts_at, zone)}
          </Text>
          {week.payment === 'DONE' ? (
            <Badge color="green" variant="light">
              {t.paid}
            </Badge>
          ) : week.pay_by ? (
            <Text size="xs" c="dimmed">
              {t.payBy(dateTimeFor(week.pay_by, zone))}
            </Text>
          ) : null}
        </Group>
        {week.cancel && !confirming && (
          <Group justify="flex-end">
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t.cancelWeek}
            </Button>
          </Group>
        )}
        {confirming && (
          <Stack gap="xs">
            <Text size="sm">{t.cancelWeekConfirm(weekWhen(week.starts_at, zone))}</Text>
            <Group justify="flex-end" gap="xs">
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                {t.back}
              </Button>
              <Button size="compact-sm" color="red" loading={cancelling} onClick={onCancel}>
                {t.confirm}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}

/** The new weekly hour: an open hour from now to a week after the next consultation. */
function MoveForm({ series, onMove, moving }: { series: SeriesDto; onMove: (start: string) => void; moving: boolean }) {
  const open = useOpenDays(series.professional.id, true)
  const [start, setStart] = useState<string | null>(null)
  const limit = Date.parse(series.next_occurrence ?? '') + 7 * DAY
  const options = (open.data ?? [])
    .flatMap((day) => day.hours)
    .filter((h) => Date.parse(h.start_time) < limit)
    .map((h) => ({ value: h.start_time, label: weekWhen(h.start_time, series.time_zone) }))
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {t.moveTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {t.moveHelp}
      </Text>
      <Group align="flex-end" gap="xs">
        <Select label={t.moveDay} placeholder={t.movePlaceholder} data={options} value={start} onChange={setStart} searchable style={{ flex: '1 1 14rem' }} comboboxProps={{ withinPortal: true }} />
        <Button disabled={!start} loading={moving} onClick={() => start && onMove(start)}>
          {t.move}
        </Button>
      </Group>
    </Stack>
  )
}

export type ManageSeriesModalProps = { series: SeriesDto | null; viewer: 'patient' | 'professional' | 'admin'; onClose: () => void }

/** 'Gerenciar horário fixo': the weeks ahead (each cancellable on its own), moving the hour, ending, resuming. */
export function ManageSeriesModal({ series, viewer, onClose }: ManageSeriesModalProps) {
  const change = useChangeSeries()
  const cancelWeek = useUpdateSession()
  const [ending, setEnding] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  if (!series) return null

  const run = (c: SeriesChange, done: string, close = false) => {
    setFailure(null)
    change.mutate(c, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: done })
        if (close) onClose()
      },
      onError: (error) => setFailure(errorMessage(error, t.actionError)),
    })
  }

  return (
    <ResponsiveModal opened onClose={onClose} title={t.manageTitle} size="lg">
      <Stack gap="md" data-testid="manage-series">
        <Text fw={600}>{weeklyLabel(series)}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="series-failure">
            {failure}
          </Alert>
        )}
        <Stack gap="xs">
          <Title order={3} size="h6">
            {t.weeksAheadTitle}
          </Title>
          {series.occurrences.length === 0 && <Text size="sm">{t.noNext}</Text>}
          {series.occurrences.map((week) => (
            <WeekRow
              key={week.session_id}
              week={week}
              zone={series.time_zone}
              cancelling={cancelWeek.isPending && cancelWeek.variables?.id === week.session_id}
              onCancel={() =>
                cancelWeek.mutate(
                  { kind: 'status', id: week.session_id, status: 'CANCELLED' },
                  {
                    onSuccess: () => notifications.show({ color: 'green', message: t.weekCancelled }),
                    onError: (error) => setFailure(errorMessage(error, t.actionError)),
                  },
                )
              }
            />
          ))}
        </Stack>
        <SkippedWeeks skipped={series.skipped} zone={series.time_zone} />
        <PixAutomaticoWeeks seriesId={series.id} zone={series.time_zone} paidSessions={new Set(series.occurrences.filter((w) => w.payment === 'DONE').map((w) => w.session_id))} />
        {series.actions.move && (
          <>
            <Divider />
            <MoveForm series={series} moving={change.isPending} onMove={(start) => run({ kind: 'move', id: series.id, selectedDate: start }, t.moved)} />
          </>
        )}
        <Divider />
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
          <Group gap="sm">
            {series.actions.resume && (
              <Button onClick={() => run({ kind: 'status', id: series.id, status: 'ACTIVE' }, t.resumed)} loading={change.isPending}>
                {t.resume}
              </Button>
            )}
            {series.actions.pause && (
              <Button variant="light" onClick={() => run({ kind: 'status', id: series.id, status: 'PAUSED' }, t.pausedDone)} loading={change.isPending}>
                {t.pause}
              </Button>
            )}
            {series.actions.end && !ending && (
              <Button color="red" variant="light" onClick={() => setEnding(true)}>
                {t.end}
              </Button>
            )}
          </Group>
        </Group>
        {ending && (
          <Alert color="red" variant="light" title={t.end} data-testid="end-series-confirmation">
            <Stack gap="sm">
              <Text size="sm">{viewer === 'patient' ? t.endConfirm : t.endConfirmProfessional}</Text>
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={() => setEnding(false)}>
                  {t.back}
                </Button>
                <Button color="red" loading={change.isPending} onClick={() => run({ kind: 'end', id: series.id }, t.ended, true)}>
                  {t.confirm}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </ResponsiveModal>
  )
}
