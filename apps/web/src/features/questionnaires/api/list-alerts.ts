import { queryOptions, useQuery } from '@tanstack/react-query'
import type { questionnaireAlertsSchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me/questionnaire-alerts → { data: [alert with email_sent_at, read_at, contact_requested_at] }.

/** Also read before the first render of the professional's home (app/routes/professional/home.tsx). */
export const questionnaireAlertsQueryOptions = () =>
  queryOptions({
    queryKey: questionnairesQueryKeys.alerts,
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof questionnaireAlertsSchema>>('/professional-private/me/questionnaire-alerts', undefined, signal),
  })

export function useQuestionnaireAlerts() {
  return useQuery(questionnaireAlertsQueryOptions())
}
