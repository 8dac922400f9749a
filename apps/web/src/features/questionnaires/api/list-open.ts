import { queryOptions, useQuery } from '@tanstack/react-query'
import type { openQuestionnairesSchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/user/me/questionnaires → { data: [{ assignment_id, session_id, session_date, instrument, professional }] }.

/** Also read before the first render of the patient's home (app/routes/patient/home.tsx). */
export const openQuestionnairesQueryOptions = () =>
  queryOptions({
    queryKey: questionnairesQueryKeys.open,
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof openQuestionnairesSchema>>('/user/me/questionnaires', undefined, signal),
  })

export function useOpenQuestionnaires() {
  return useQuery(openQuestionnairesQueryOptions())
}
