import { useQuery } from '@tanstack/react-query'
import type { patientQuestionnairesSchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me/questionnaires/{patientId} → { patient, assignments, results, sessions }.
// Every read is audited by the server, so it is not refetched on window focus.

export function usePatientQuestionnaires(patientId: string) {
  return useQuery({
    queryKey: questionnairesQueryKeys.patient(patientId),
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof patientQuestionnairesSchema>>(`/professional-private/me/questionnaires/${patientId}`, undefined, signal),
    refetchOnWindowFocus: false,
  })
}
