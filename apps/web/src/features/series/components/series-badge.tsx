import { Badge } from '@mantine/core'
import { IconRepeat } from '@tabler/icons-react'
import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'

/** 'Horário fixo': the session is a week of a weekly series (the server's `series_id`). */
export function SeriesBadge() {
  return (
    <Badge color="teal" variant="outline" leftSection={<IconRepeat size={12} aria-hidden="true" />} data-testid="series-badge" maw="none">
      {t.badge}
    </Badge>
  )
}
