import { useQuery } from '@tanstack/react-query'
import { questionnaireAlertsSchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'

// GET /api/professional-private/me/questionnaire-alerts → { data: [alert with email_sent_at, read_at, contact_requested_at] }.

export function useQuestionnaireAlerts() {
  return useQuery({
    queryKey: questionnairesQueryKeys.alerts,
    queryFn: async ({ signal }) => questionnaireAlertsSchema.parse(await api.get('/professional-private/me/questionnaire-alerts', undefined, signal)),
  })
}
