import { useQuery } from '@tanstack/react-query'
import type { questionnaireHistorySchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/user/me/questionnaire-history → { data: [{ professional, instrument, points, sessions }] }: only
// what the professionals shared. Every read is audited by the server, so it is not refetched on window focus.

export function useQuestionnaireHistory() {
  return useQuery({
    queryKey: questionnairesQueryKeys.history,
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof questionnaireHistorySchema>>('/user/me/questionnaire-history', undefined, signal),
    refetchOnWindowFocus: false,
  })
}
