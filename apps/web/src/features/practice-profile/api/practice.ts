import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { practiceSchema } from '@acolhe/shared/api/practice'
import type { PracticeBody } from '@acolhe/shared/schemas/practice'
import { api } from '../../../lib/api-client'
import { weeklySlotsQueryOptions } from '../../../lib/weekly-slots-api'
import type { AnswerOf } from '../../../lib/answer-of'

// GET/PUT /api/professional-private/{id}/practice (the owner or an admin), and the weekly slots the
// social value can be set on (the professional's own list, or an admin's read of anyone's: lib/weekly-slots-api.ts).

export const practiceQueryOptions = (professionalId: string) =>
  queryOptions({
    queryKey: ['practice', professionalId],
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof practiceSchema>>(`/professional-private/${professionalId}/practice`, undefined, signal),
  })

export function usePractice(professionalId: string) {
  return useQuery(practiceQueryOptions(professionalId))
}

export function useSavePractice(professionalId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: PracticeBody) => api.put<AnswerOf<typeof practiceSchema>>(`/professional-private/${professionalId}/practice`, body),
    onSuccess: (saved) => queryClient.setQueryData(practiceQueryOptions(professionalId).queryKey, saved),
  })
}

export function useWeeklySlots(professionalId: string, asAdmin: boolean) {
  return useQuery(weeklySlotsQueryOptions(asAdmin ? professionalId : null))
}
