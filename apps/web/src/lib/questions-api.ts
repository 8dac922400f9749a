import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { faqListSchema, FaqListDto } from '@acolhe/shared/api/faq'
import { api } from './api-client'
import type { AnswerOf } from './answer-of'

// GET /api/questions?page&limit → 200 { data[], total } in display order (at most 100 a page). One client
// and one key for the landing's accordion and the admin's list, so an admin's change refreshes both.

export const questionsQueryKeys = {
  all: ['questions'] as const,
  page: (page: number, limit: number) => ['questions', 'list', page, limit] as const,
}

export async function listQuestions(page: number, limit: number, signal?: AbortSignal): Promise<FaqListDto> {
  return api.get<AnswerOf<typeof faqListSchema>>('/questions', { page, limit }, signal)
}

export const questionsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: questionsQueryKeys.page(page, limit),
    queryFn: ({ signal }) => listQuestions(page, limit, signal),
    // The page being left stays on screen until the next one arrives: no jump while paging.
    placeholderData: keepPreviousData,
  })
