import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconRepeat } from '@tabler/icons-react'
import type { SeriesDto } from '@acolhe/shared/api/series'
import { SERIES_STATUS_LABELS } from '@acolhe/shared/enums'
import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'
import { lengthLabel, personName, weekWhen, weeklyLabel } from '../lib/series-labels'
import { PixAutomaticoStatus } from './pix-automatico-status'

/** A series on a home: with whom, the weekly hour, the next consultation, how many are booked ahead, skipped weeks. */
export function SeriesCard({ series, viewer, onManage }: { series: SeriesDto; viewer: 'patient' | 'professional'; onManage: () => void }) {
  const next = series.next_occurrence
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={weeklyLabel(series)} data-testid="series-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconRepeat size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text fw={700}>{weeklyLabel(series)}</Text>
          </Group>
          <Badge color={series.status === 'PAUSED' ? 'orange' : 'teal'} variant="light" maw="none">
            {SERIES_STATUS_LABELS[series.status]}
          </Badge>
        </Group>
        <Text fw={600}>{viewer === 'patient' ? t.with(personName(series.professional)) : t.patientLabel(personName(series.patient))}</Text>
        <Text size="sm" c="dimmed">
          {lengthLabel(series.weeks)}
        </Text>
        <Text size="sm" data-testid="series-next">
          {next ? t.next(weekWhen(next, series.time_zone)) : t.noNext}
        </Text>
        <Text size="sm" data-testid="series-booked-ahead">
          {t.bookedAhead(series.booked_ahead)}
          {series.skipped.length > 0 ? ` · ${t.skippedCount(series.skipped.length)}` : ''}
        </Text>
        <PixAutomaticoStatus seriesId={series.id} zone={series.time_zone} viewer={viewer} />
        {series.status === 'PAUSED' && (
          <Alert color="orange" variant="light" p="xs">
            <Text size="sm">{t.paused}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="light" onClick={onManage}>
            {t.manage}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
