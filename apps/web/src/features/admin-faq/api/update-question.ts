import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { faqEnvelopeSchema, FaqItemDto } from '@acolhe/shared/api/faq'
import type { FaqUpdateBody } from '@acolhe/shared/schemas/faq'
import { api } from '../../../lib/api-client'
import { questionsQueryKeys } from '../../../lib/questions-api'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/questions/{id} (admin) → 200 { question }; 404 unknown.

export async function updateQuestion({ id, body }: { id: string; body: FaqUpdateBody }): Promise<FaqItemDto> {
  return (await api.patch<AnswerOf<typeof faqEnvelopeSchema>>(`/questions/${id}`, body)).question
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateQuestion, onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsQueryKeys.all }) })
}
