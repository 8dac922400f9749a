import { useMutation, useQueryClient } from '@tanstack/react-query'
import { copyRequestSchema } from '@acolhe/shared/api/clinical-records'
import { api } from '../../../lib/api-client'
import { clinicalRecordsQueryKeys } from './clinical-records-query-keys'

// PATCH /api/professional-private/me/clinical-record-copies/{id} { approved } → the answered request.

export function useDecideCopy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, approved }: { id: string; approved: boolean }) =>
      copyRequestSchema.parse(await api.patch(`/professional-private/me/clinical-record-copies/${id}`, { approved })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicalRecordsQueryKeys.all }),
  })
}
