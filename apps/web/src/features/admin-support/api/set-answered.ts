import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { supportMessageEnvelopeSchema, SupportMessageDto } from '@acolhe/shared/api/support'
import { api } from '../../../lib/api-client'
import { supportQueryKeys } from './support-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/support/messages/{id} (admin) { answered } → 200 { message }.

export async function setAnswered({ id, answered }: { id: string; answered: boolean }): Promise<SupportMessageDto> {
  return (await api.patch<AnswerOf<typeof supportMessageEnvelopeSchema>>(`/support/messages/${id}`, { answered })).message
}

export function useSetAnswered() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setAnswered,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: supportQueryKeys.all })
      await queryClient.invalidateQueries({ queryKey: supportQueryKeys.dashboard })
    },
  })
}
