import { useMutation, useQueryClient } from '@tanstack/react-query'
import { copyRequestSchema } from '@acolhe/shared/api/clinical-records'
import { api } from '../../../lib/api-client'
import { clinicalRecordsQueryKeys } from './clinical-records-query-keys'

// POST /api/user/me/clinical-records/{professionalId}/copy-request → 201 the open request.

export function useRequestCopy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (professionalId: string) => copyRequestSchema.parse(await api.post(`/user/me/clinical-records/${professionalId}/copy-request`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicalRecordsQueryKeys.mine }),
  })
}
