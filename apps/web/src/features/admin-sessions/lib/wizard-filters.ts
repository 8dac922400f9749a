import { CONTRACT_TYPES, CONTRACT_TYPE_LABELS, PROFESSIONAL_TYPES, PROFESSIONAL_TYPE_LABELS, SERVICE_MODALITIES, SERVICE_MODALITY_LABELS } from '@acolhe/shared/enums'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import type { AdminPatientsQuery, AdminProfessionalsQuery } from '@acolhe/shared/schemas/admin-lists'
import { adminPatientsTexts as pt, adminProfessionalsTexts as t } from '@acolhe/shared/texts/ui-admin'
import type { FilterDefinition } from '../../../components/filter-bar'
import { booleanFromParams, enumFromParams, pageFromParams } from '../../../lib/list-query-params'

// The wizard's two tables filter like the back-office lists (docs/product/screens-and-routes.md): step 1 by 'Estado do
// cadastro', step 2 by the four professional filters; all kept in the query string beside `d`.

export const PATIENT_FILTERS: readonly FilterDefinition[] = [
  {
    key: 'is_complete',
    label: pt.filterComplete,
    options: [
      { value: 'true', label: pt.complete },
      { value: 'false', label: pt.incomplete },
    ],
  },
]

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

export function patientsQueryOf(params: URLSearchParams): AdminPatientsQuery {
  return { page: pageFromParams(params), limit: PAGE_SIZES.adminTables, search: params.get('search') ?? undefined, is_complete: booleanFromParams(params, 'is_complete') }
}

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
