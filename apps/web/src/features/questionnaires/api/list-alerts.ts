import { useQuery } from '@tanstack/react-query'
import type { questionnaireAlertsSchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me/questionnaire-alerts → { data: [alert with email_sent_at, read_at, contact_requested_at] }.

export function useQuestionnaireAlerts() {
  return useQuery({
    queryKey: questionnairesQueryKeys.alerts,
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof questionnaireAlertsSchema>>('/professional-private/me/questionnaire-alerts', undefined, signal),
  })
}
