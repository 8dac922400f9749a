import { Alert, List } from '@mantine/core'
import type { SeriesSkipDto } from '@acolhe/shared/api/series'
import { SERIES_SKIP_REASON_LABELS } from '@acolhe/shared/enums'
import { dateTimeFor } from '@acolhe/shared/format/zoned-time'
import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'

/** The weeks of a series that got no consultation, each with its reason (never dropped silently). */
export function SkippedWeeks({ skipped, zone }: { skipped: SeriesSkipDto[]; zone: string }) {
  if (skipped.length === 0) return null
  return (
    <Alert color="orange" variant="light" title={t.skippedTitle} data-testid="series-skipped">
      <List size="sm" spacing={2}>
        {skipped.map((s) => (
          <List.Item key={s.starts_at}>{t.skippedLine(dateTimeFor(s.starts_at, zone), SERIES_SKIP_REASON_LABELS[s.reason])}</List.Item>
        ))}
      </List>
    </Alert>
  )
}
