import { queryOptions, useQuery } from '@tanstack/react-query'
import type { practiceTermListSchema } from '@acolhe/shared/api/practice'
import { api } from './api-client'
import type { AnswerOf } from './answer-of'

// GET /api/practice-terms (public): the active approaches and themes the search filters offer.

export async function listPracticeTerms(signal?: AbortSignal) {
  return (await api.get<AnswerOf<typeof practiceTermListSchema>>('/practice-terms', undefined, signal)).terms
}

export const practiceTermsQueryOptions = () =>
  queryOptions({ queryKey: ['practice-terms'], queryFn: ({ signal }) => listPracticeTerms(signal), staleTime: 5 * 60_000 })

export function usePracticeTerms() {
  return useQuery(practiceTermsQueryOptions())
}
