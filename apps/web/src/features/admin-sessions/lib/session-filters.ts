import { PAGE_SIZES } from '@acolhe/shared/constants'
import {
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  SESSION_STATUSES,
  SESSION_STATUS_FILTERS,
  SESSION_STATUS_LABELS,
  SESSION_TYPES,
  SESSION_TYPE_LABELS,
} from '@acolhe/shared/enums'
import { adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import type { FilterDefinition } from '../../../components/filter-bar'
import { enumFromParams, pageFromParams } from '../../../lib/list-query-params'
import type { AdminSessionsListQuery } from '../api/list-sessions'

/** Type, status and payment filters of /admin/consultas (docs/product/screens-and-routes.md), kept as chips in the query string. */
export const SESSION_FILTERS: readonly FilterDefinition[] = [
  { key: 'type', label: t.filterType, options: SESSION_TYPES.map((value) => ({ value, label: SESSION_TYPE_LABELS[value] })) },
  {
    key: 'status',
    label: t.filterStatus,
    options: [
      ...SESSION_STATUSES.map((value) => ({ value, label: SESSION_STATUS_LABELS[value] })),
      // docs/product/consultation-lifecycle.md: SCHEDULED = awaiting confirmation, awaiting payment or confirmed, still to come.
      { value: 'SCHEDULED', label: t.statusScheduled },
      { value: 'today', label: t.statusToday },
    ],
  },
  { key: 'payment', label: t.filterPayment, options: PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })) },
]

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A 'YYYY-MM-DD' day from the query string, else undefined (a hand-edited value is ignored). */
export function dayFromParams(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)
  return value && DAY.test(value) ? value : undefined
}

/** The list's query from the address: page, search, the three filters and the de/até period, 5 per page. */
export function sessionsQueryOf(params: URLSearchParams): AdminSessionsListQuery {
  return {
    page: pageFromParams(params),
    limit: PAGE_SIZES.adminTables,
    search: params.get('search') ?? undefined,
    type: enumFromParams(params, 'type', SESSION_TYPES),
    status: enumFromParams(params, 'status', SESSION_STATUS_FILTERS),
    payment: enumFromParams(params, 'payment', PAYMENT_STATUSES),
    date_a: dayFromParams(params, 'date_a'),
    date_b: dayFromParams(params, 'date_b'),
  }
}
