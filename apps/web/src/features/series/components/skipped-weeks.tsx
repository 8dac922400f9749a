import { Alert, List } from '@mantine/core'
import type { SeriesSkipDto } from '@acolhe/shared/api/series'
import { SERIES_SKIP_REASON_LABELS } from '@acolhe/shared/enums'
import { formatDate, formatTime } from '@acolhe/shared/format/dates'
import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'

/** The weeks of a series that got no consultation, each with its reason (never dropped silently). */
export function SkippedWeeks({ skipped }: { skipped: SeriesSkipDto[] }) {
  if (skipped.length === 0) return null
  return (
    <Alert color="orange" variant="light" title={t.skippedTitle} data-testid="series-skipped">
      <List size="sm" spacing={2}>
        {skipped.map((s) => (
          <List.Item key={s.starts_at}>{t.skippedLine(`${formatDate(s.starts_at)} ${formatTime(s.starts_at)}`, SERIES_SKIP_REASON_LABELS[s.reason])}</List.Item>
        ))}
      </List>
    </Alert>
  )
}
