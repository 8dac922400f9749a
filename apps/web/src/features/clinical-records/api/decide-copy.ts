import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { copyRequestSchema } from '@acolhe/shared/api/clinical-records'
import { api } from '../../../lib/api-client'
import { clinicalRecordsQueryKeys } from './clinical-records-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/professional-private/me/clinical-record-copies/{id} { approved } → the answered request.

export function useDecideCopy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, approved }: { id: string; approved: boolean }) =>
      await api.patch<AnswerOf<typeof copyRequestSchema>>(`/professional-private/me/clinical-record-copies/${id}`, { approved }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicalRecordsQueryKeys.all }),
  })
}
