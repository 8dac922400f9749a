import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from '@acolhe/shared/api/calendar-feed'
import { api } from '../../../lib/api-client'
import { professionalHomeQueryKeys } from './professional-home-query-keys'

// /api/professional-private/me/calendar-feed: GET → { active, created_at }; POST → 201 { url, created_at }
// (the address is shown only in this answer); DELETE → 204.

export function useCalendarFeed() {
  return useQuery({
    queryKey: professionalHomeQueryKeys.calendarFeed,
    queryFn: async ({ signal }) => calendarFeedStatusSchema.parse(await api.get('/professional-private/me/calendar-feed', undefined, signal)),
  })
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => calendarFeedCreatedSchema.parse(await api.post('/professional-private/me/calendar-feed')),
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
