import { Paper, Stack, Text, Title } from '@mantine/core'
import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'
import { useSeries } from '../api/get-series'
import { lengthLabel, weeklyLabel } from '../lib/series-labels'
import { SkippedWeeks } from './skipped-weeks'

/** On the payment step of a series' first week: what was booked ahead and which weeks were skipped. */
export function SeriesSummary({ seriesId }: { seriesId: string }) {
  const series = useSeries(seriesId)
  if (!series.data) return null
  const s = series.data
  return (
    <Paper withBorder radius="md" p="md" data-testid="series-summary">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.createdTitle}
        </Title>
        <Text size="sm">{`${weeklyLabel(s)} · ${lengthLabel(s.weeks)}`}</Text>
        <Text size="sm">{t.createdBooked(s.booked_ahead)}</Text>
        <SkippedWeeks skipped={s.skipped} zone={s.time_zone} />
      </Stack>
    </Paper>
  )
}
