import { queryOptions, useQuery } from '@tanstack/react-query'
import type { questionnaireMarksSchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me/questionnaire-marks → { data: [{ session_id, instrument, score, band_label, risk }] },
// one request for every card of the agenda.

/** Also read before the first render of the professional's home (app/routes/professional/home.tsx). */
export const questionnaireMarksQueryOptions = () =>
  queryOptions({
    queryKey: questionnairesQueryKeys.marks,
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof questionnaireMarksSchema>>('/professional-private/me/questionnaire-marks', undefined, signal),
  })

export function useQuestionnaireMarks(enabled: boolean) {
  return useQuery({ ...questionnaireMarksQueryOptions(), enabled })
}
