import { useMutation, useQueryClient } from '@tanstack/react-query'
import { questionnaireAssignmentSchema } from '@acolhe/shared/api/questionnaires'
import type { AssignQuestionnaireBody } from '@acolhe/shared/schemas/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'

// POST /api/professional-private/me/questionnaires/{patientId}/assignments { instrument, schedule, every_n } → 201 the schedule.

export function useAssignQuestionnaire(patientId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: AssignQuestionnaireBody) => questionnaireAssignmentSchema.parse(await api.post(`/professional-private/me/questionnaires/${patientId}/assignments`, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesQueryKeys.all }),
  })
}
