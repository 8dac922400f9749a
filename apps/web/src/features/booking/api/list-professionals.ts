import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { publicProfessionalListSchema } from '@acolhe/shared/api/directory'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import type { ProfessionalType } from '@acolhe/shared/enums'
import { api } from '../../../lib/api-client'

// GET /api/professional (public, 4 per page in the wizard) with the search filters of decision 043.

/** The filters as the address carries them (the API's own query names); the server validates them. */
export const SEARCH_FILTER_KEYS = ['approach', 'theme', 'language', 'modality', 'max_price', 'this_week', 'sort'] as const
export type SearchFilters = Partial<Record<(typeof SEARCH_FILTER_KEYS)[number], string>>

export type ProfessionalsQuery = { professionalType: ProfessionalType; page: number; search: string; filters?: SearchFilters }

export async function listProfessionals(query: ProfessionalsQuery, signal?: AbortSignal) {
  const params = { ...query.filters, professional_type: query.professionalType, page: query.page, limit: PAGE_SIZES.publicProfessionals, search: query.search }
  return publicProfessionalListSchema.parse(await api.get('/professional', params, signal))
}

export const professionalsQueryOptions = (query: ProfessionalsQuery) =>
  queryOptions({
    queryKey: ['booking', 'professionals', query],
    queryFn: ({ signal }) => listProfessionals(query, signal),
    // The current page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  })

export function useProfessionals(query: ProfessionalsQuery) {
  return useQuery(professionalsQueryOptions(query))
}
