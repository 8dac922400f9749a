import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicProfessionalListSchema } from '@acolhe/shared/api/directory'
import { api } from '../../../lib/api-client'

// GET /api/professional?page&limit (public directory: authorized professionals only) for the carousel.

/** How many professionals the carousel shows. */
export const CAROUSEL_SIZE = 12

export async function listProfessionals(signal?: AbortSignal) {
  return publicProfessionalListSchema.parse(await api.get('/professional', { page: 1, limit: CAROUSEL_SIZE }, signal))
}

export const landingProfessionalsQueryOptions = () =>
  queryOptions({ queryKey: ['landing', 'professionals'], queryFn: ({ signal }) => listProfessionals(signal), staleTime: 5 * 60_000 })

export function useLandingProfessionals() {
  return useQuery(landingProfessionalsQueryOptions())
}
