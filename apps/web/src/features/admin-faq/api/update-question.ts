import { useMutation, useQueryClient } from '@tanstack/react-query'
import { faqEnvelopeSchema, type FaqItemDto } from '@acolhe/shared/api/faq'
import type { FaqUpdateBody } from '@acolhe/shared/schemas/faq'
import { api } from '../../../lib/api-client'
import { questionsQueryKeys } from '../../../lib/questions-api'

// PATCH /api/questions/{id} (admin) → 200 { question }; 404 unknown.

export async function updateQuestion({ id, body }: { id: string; body: FaqUpdateBody }): Promise<FaqItemDto> {
  return faqEnvelopeSchema.parse(await api.patch(`/questions/${id}`, body)).question
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateQuestion, onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsQueryKeys.all }) })
}
