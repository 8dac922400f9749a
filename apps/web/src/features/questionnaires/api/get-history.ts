import { useQuery } from '@tanstack/react-query'
import { questionnaireHistorySchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'

// GET /api/user/me/questionnaire-history → { data: [{ professional, instrument, points, sessions }] }: only
// what the professionals shared. Every read is audited by the server, so it is not refetched on window focus.

export function useQuestionnaireHistory() {
  return useQuery({
    queryKey: questionnairesQueryKeys.history,
    queryFn: async ({ signal }) => questionnaireHistorySchema.parse(await api.get('/user/me/questionnaire-history', undefined, signal)),
    refetchOnWindowFocus: false,
  })
}
