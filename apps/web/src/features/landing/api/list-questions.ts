import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { faqListSchema } from '@acolhe/shared/api/faq'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import { api } from '../../../lib/api-client'

// GET /api/questions?page&limit → { data, total } in display order; the public accordion shows 5 a page.

export async function listQuestions(page: number, signal?: AbortSignal) {
  return faqListSchema.parse(await api.get('/questions', { page, limit: PAGE_SIZES.publicFaq }, signal))
}

export const questionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['landing', 'questions', page],
    queryFn: ({ signal }) => listQuestions(page, signal),
    staleTime: 5 * 60_000,
    // The page being left stays on screen until the next one arrives: no jump while paging.
    placeholderData: keepPreviousData,
  })

export function useQuestions(page: number) {
  return useQuery(questionsQueryOptions(page))
}
