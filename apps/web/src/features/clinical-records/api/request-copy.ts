import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { copyRequestSchema } from '@acolhe/shared/api/clinical-records'
import { api } from '../../../lib/api-client'
import { clinicalRecordsQueryKeys } from './clinical-records-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/user/me/clinical-records/{professionalId}/copy-request → 201 the open request.

export function useRequestCopy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (professionalId: string) => api.post<AnswerOf<typeof copyRequestSchema>>(`/user/me/clinical-records/${professionalId}/copy-request`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicalRecordsQueryKeys.mine }),
  })
}
