import { useQuery } from '@tanstack/react-query'
import { publicProfessionalsQueryOptions } from '../../../lib/public-professionals-api'

/** How many professionals the carousel shows. */
export const CAROUSEL_SIZE = 12

/** The carousel's professionals: the directory's first page, kept 5 minutes. */
export function useLandingProfessionals() {
  return useQuery({ ...publicProfessionalsQueryOptions({ page: 1, limit: CAROUSEL_SIZE }), placeholderData: undefined, staleTime: 5 * 60_000 })
}
