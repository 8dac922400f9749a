import { SERIES_STATUSES, SERIES_STATUS_LABELS } from '@acolhe/shared/enums'
import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'
import type { FilterDefinition } from '../../../components/filter-bar'
import { enumFromParams, pageFromParams } from '../../../lib/list-query-params'
import type { AdminSeriesQuery } from '../api/list-all-series'

/** The status filter of /admin/horarios-fixos, kept as a chip in the query string. */
export const ADMIN_SERIES_FILTERS: readonly FilterDefinition[] = [
  { key: 'status', label: t.adminStatusFilter, options: SERIES_STATUSES.map((value) => ({ value, label: SERIES_STATUS_LABELS[value] })) },
]

/** The list's query from the address: page, name search and status (a hand-edited value is ignored). */
export function adminSeriesQueryOf(params: URLSearchParams): AdminSeriesQuery {
  return {
    professionalId: '',
    userId: '',
    status: enumFromParams(params, 'status', SERIES_STATUSES) ?? null,
    search: params.get('search') ?? '',
    page: pageFromParams(params),
  }
}
