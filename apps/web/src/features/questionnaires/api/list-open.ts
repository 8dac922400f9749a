import { useQuery } from '@tanstack/react-query'
import { openQuestionnairesSchema } from '@acolhe/shared/api/questionnaires'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'

// GET /api/user/me/questionnaires → { data: [{ assignment_id, session_id, session_date, instrument, professional }] }.

export function useOpenQuestionnaires() {
  return useQuery({
    queryKey: questionnairesQueryKeys.open,
    queryFn: async ({ signal }) => openQuestionnairesSchema.parse(await api.get('/user/me/questionnaires', undefined, signal)),
  })
}
