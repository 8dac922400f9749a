import { CONTRACT_TYPES, CONTRACT_TYPE_LABELS, PROFESSIONAL_TYPES, PROFESSIONAL_TYPE_LABELS, SERVICE_MODALITIES, SERVICE_MODALITY_LABELS } from '@acolhe/shared/enums'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import type { AdminProfessionalsQuery } from '@acolhe/shared/schemas/admin-lists'
import { adminProfessionalsTexts as t } from '@acolhe/shared/texts/ui-admin'
import type { FilterDefinition } from '../../../components/filter-bar'
import { booleanFromParams, enumFromParams, pageFromParams } from '../../../lib/list-query-params'

/** The four filters of /admin/profissionais, kept as chips in the query string. */
export const PROFESSIONAL_FILTERS: readonly FilterDefinition[] = [
  {
    key: 'authorized',
    label: t.filterAuthorized,
    options: [
      { value: 'true', label: t.authorizedYes },
      { value: 'false', label: t.authorizedNo },
    ],
  },
  { key: 'contract', label: t.filterContract, options: CONTRACT_TYPES.map((value) => ({ value, label: CONTRACT_TYPE_LABELS[value] })) },
  { key: 'professional_type', label: t.filterType, options: PROFESSIONAL_TYPES.map((value) => ({ value, label: PROFESSIONAL_TYPE_LABELS[value] })) },
  { key: 'service_modality', label: t.filterModality, options: SERVICE_MODALITIES.map((value) => ({ value, label: SERVICE_MODALITY_LABELS[value] })) },
]

/** The list's query from the address (page, search and the four filters), 5 per page. */
export function professionalsQueryOf(params: URLSearchParams): AdminProfessionalsQuery {
  return {
    page: pageFromParams(params),
    limit: PAGE_SIZES.adminTables,
    search: params.get('search') ?? undefined,
    authorized: booleanFromParams(params, 'authorized'),
    contract: enumFromParams(params, 'contract', CONTRACT_TYPES),
    professional_type: enumFromParams(params, 'professional_type', PROFESSIONAL_TYPES),
    service_modality: enumFromParams(params, 'service_modality', SERVICE_MODALITIES),
  }
}
