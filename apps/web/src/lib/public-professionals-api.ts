import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { publicProfessionalListSchema } from '@acolhe/shared/api/directory'
import type { QueryValue } from './api-client'
import { api } from './api-client'
import type { AnswerOf } from './answer-of'

// GET /api/professional?page&limit[&professional_type&search&filters of decision 043] (public directory:
// authorized professionals only). One client and one key for the landing's carousel and the wizard's list.

export type PublicProfessionalsParams = { page: number; limit: number } & Record<string, QueryValue>

export const publicProfessionalsQueryKeys = {
  all: ['public-professionals'] as const,
  list: (params: PublicProfessionalsParams) => ['public-professionals', params] as const,
}

export async function listPublicProfessionals(params: PublicProfessionalsParams, signal?: AbortSignal) {
  return api.get<AnswerOf<typeof publicProfessionalListSchema>>('/professional', params, signal)
}

export const publicProfessionalsQueryOptions = (params: PublicProfessionalsParams) =>
  queryOptions({
    queryKey: publicProfessionalsQueryKeys.list(params),
    queryFn: ({ signal }) => listPublicProfessionals(params, signal),
    // The current page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  })
