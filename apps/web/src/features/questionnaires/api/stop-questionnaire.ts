import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { questionnaireAssignmentSchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/professional-private/me/questionnaire-assignments/{id}/stop → the stopped schedule.

export function useStopQuestionnaire() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => api.post<AnswerOf<typeof questionnaireAssignmentSchema>>(`/professional-private/me/questionnaire-assignments/${id}/stop`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesQueryKeys.all }),
  })
}
