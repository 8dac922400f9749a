import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { questionnairesQueryKeys } from './questionnaires-query-keys'

// POST /api/professional-private/me/questionnaire-alerts/{id}/read → 204; the server keeps the first reading.

export function useMarkAlertRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      await api.post(`/professional-private/me/questionnaire-alerts/${id}/read`)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesQueryKeys.alerts }),
  })
}
