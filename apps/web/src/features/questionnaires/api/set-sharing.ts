import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { questionnaireSharingSchema } from '@acolhe/shared/api/questionnaires'
import type { QuestionnaireSharingBody } from '@acolhe/shared/schemas/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PUT /api/professional-private/me/questionnaires/{patientId}/sharing { instrument, shared } → { shared: [instruments] }.

export function useSetSharing(patientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: QuestionnaireSharingBody) => api.put<AnswerOf<typeof questionnaireSharingSchema>>(`/professional-private/me/questionnaires/${patientId}/sharing`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesQueryKeys.patient(patientId) }),
  })
}
