import { useMutation, useQueryClient } from '@tanstack/react-query'
import { questionnaireAssignmentSchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'

// POST /api/professional-private/me/questionnaire-assignments/{id}/stop → the stopped schedule.

export function useStopQuestionnaire() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => questionnaireAssignmentSchema.parse(await api.post(`/professional-private/me/questionnaire-assignments/${id}/stop`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesQueryKeys.all }),
  })
}
