import { queryOptions, useQuery } from '@tanstack/react-query'
import { practiceTermListSchema } from '@acolhe/shared/api/practice'
import { api } from './api-client'

// GET /api/practice-terms (public): the active approaches and themes the search filters offer.

export async function listPracticeTerms(signal?: AbortSignal) {
  return practiceTermListSchema.parse(await api.get('/practice-terms', undefined, signal)).terms
}

export const practiceTermsQueryOptions = () =>
  queryOptions({ queryKey: ['practice-terms'], queryFn: ({ signal }) => listPracticeTerms(signal), staleTime: 5 * 60_000 })

export function usePracticeTerms() {
  return useQuery(practiceTermsQueryOptions())
}
