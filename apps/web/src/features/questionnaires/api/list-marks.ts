import { useQuery } from '@tanstack/react-query'
import type { questionnaireMarksSchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me/questionnaire-marks → { data: [{ session_id, instrument, score, band_label, risk }] },
// one request for every card of the agenda.

export function useQuestionnaireMarks(enabled: boolean) {
  return useQuery({
    queryKey: questionnairesQueryKeys.marks,
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof questionnaireMarksSchema>>('/professional-private/me/questionnaire-marks', undefined, signal),
    enabled,
  })
}
