import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '@acolhe/shared/api/calendar-feed'
import { api } from '../../../lib/api-client'
import { professionalHomeQueryKeys } from './professional-home-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// /api/professional-private/me/calendar-feed: GET → { active, created_at }; POST → 201 { url, created_at }
// (the address is shown only in this answer); DELETE → 204.

export function useCalendarFeed() {
  return useQuery({
    queryKey: professionalHomeQueryKeys.calendarFeed,
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof calendarFeedStatusSchema>>('/professional-private/me/calendar-feed', undefined, signal),
  })
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => api.post<AnswerOf<typeof calendarFeedCreatedSchema>>('/professional-private/me/calendar-feed'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: professionalHomeQueryKeys.calendarFeed }),
  })
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete('/professional-private/me/calendar-feed'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: professionalHomeQueryKeys.calendarFeed }),
  })
}
