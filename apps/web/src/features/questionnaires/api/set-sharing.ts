import { useMutation, useQueryClient } from '@tanstack/react-query'
import { questionnaireSharingSchema } from '@acolhe/shared/api/questionnaires'
import type { QuestionnaireSharingBody } from '@acolhe/shared/schemas/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'

// PUT /api/professional-private/me/questionnaires/{patientId}/sharing { instrument, shared } → { shared: [instruments] }.

export function useSetSharing(patientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: QuestionnaireSharingBody) => questionnaireSharingSchema.parse(await api.put(`/professional-private/me/questionnaires/${patientId}/sharing`, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesQueryKeys.patient(patientId) }),
  })
}
