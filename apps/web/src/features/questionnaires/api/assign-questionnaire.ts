import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { questionnaireAssignmentSchema } from '@acolhe/shared/api/questionnaires'
import type { AssignQuestionnaireBody } from '@acolhe/shared/schemas/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/professional-private/me/questionnaires/{patientId}/assignments { instrument, schedule, every_n } → 201 the schedule.

export function useAssignQuestionnaire(patientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: AssignQuestionnaireBody) => api.post<AnswerOf<typeof questionnaireAssignmentSchema>>(`/professional-private/me/questionnaires/${patientId}/assignments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesQueryKeys.all }),
  })
}
