import { queryOptions, useQuery } from '@tanstack/react-query'
import type { publicProfessionalSchema } from '@acolhe/shared/api/directory'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional/{id}: the public profile shown at step 2 and in the review.

export async function getProfessional(id: string, signal?: AbortSignal) {
  return api.get<AnswerOf<typeof publicProfessionalSchema>>(`/professional/${id}`, undefined, signal)
}

export const professionalQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['booking', 'professional', id], queryFn: ({ signal }) => getProfessional(id, signal), staleTime: 5 * 60_000 })

export function useProfessional(id: string | undefined) {
  return useQuery({ ...professionalQueryOptions(id ?? ''), enabled: Boolean(id) })
}
