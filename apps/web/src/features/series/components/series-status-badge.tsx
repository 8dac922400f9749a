import { Badge } from '@mantine/core'
import type { SeriesStatus } from '@acolhe/shared/enums'
import { SERIES_STATUS_LABELS } from '@acolhe/shared/enums'

const COLORS: Record<SeriesStatus, string> = { ACTIVE: 'teal', PAUSED: 'orange', ENDED: 'gray' }

/** 'Ativo' / 'Pausado' / 'Encerrado'. */
export function SeriesStatusBadge({ status }: { status: SeriesStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" maw="none" data-testid="series-status">
      {SERIES_STATUS_LABELS[status]}
    </Badge>
  )
}
