import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { faqListSchema, type FaqListDto } from '@acolhe/shared/api/faq'
import { api } from '../../../lib/api-client'
import { faqQueryKeys } from './faq-query-keys'

// GET /api/questions?page&limit → 200 { data[], total } in display order (an admin's reading is not a visit).

export async function listQuestions(page: number, limit: number, signal?: AbortSignal): Promise<FaqListDto> {
  return faqListSchema.parse(await api.get('/questions', { page, limit }, signal))
}

export const questionsQueryOptions = (page: number, limit: number) =>
  queryOptions({ queryKey: faqQueryKeys.page(page, limit), queryFn: ({ signal }) => listQuestions(page, limit, signal), placeholderData: keepPreviousData })

export function useQuestions(page: number, limit: number) {
  return useQuery(questionsQueryOptions(page, limit))
}
