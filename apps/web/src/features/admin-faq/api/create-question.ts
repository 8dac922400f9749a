import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { faqEnvelopeSchema, FaqItemDto } from '@acolhe/shared/api/faq'
import type { FaqBody } from '@acolhe/shared/schemas/faq'
import { api } from '../../../lib/api-client'
import { questionsQueryKeys } from '../../../lib/questions-api'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/questions (admin) → 201 { question }; 422 invalid.

export async function createQuestion(body: FaqBody): Promise<FaqItemDto> {
  return (await api.post<AnswerOf<typeof faqEnvelopeSchema>>('/questions', body)).question
}

export function useCreateQuestion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createQuestion, onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsQueryKeys.all }) })
}
