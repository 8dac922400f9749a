import { useQuery } from '@tanstack/react-query'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import type { ProfessionalType } from '@acolhe/shared/enums'
import { publicProfessionalsQueryOptions } from '../../../lib/public-professionals-api'

// The wizard's list of professionals (4 per page) with the search filters of decision 043.

/** The filters as the address carries them (the API's own query names); the server validates them. */
export const SEARCH_FILTER_KEYS = ['approach', 'theme', 'language', 'modality', 'max_price', 'this_week', 'sort'] as const
export type SearchFilters = Partial<Record<(typeof SEARCH_FILTER_KEYS)[number], string>>

export type ProfessionalsQuery = { professionalType: ProfessionalType; page: number; search: string; filters?: SearchFilters }

export function useProfessionals(query: ProfessionalsQuery) {
  const params = { ...query.filters, professional_type: query.professionalType, page: query.page, limit: PAGE_SIZES.publicProfessionals, search: query.search }
  return useQuery(publicProfessionalsQueryOptions(params))
}
