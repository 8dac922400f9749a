import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ownCalendarSchema, ConnectOwnCalendarBody } from '@acolhe/shared/api/own-calendars'
import { api } from '../../../lib/api-client'
import { ownCalendarsQueryKeys } from './own-calendars-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/professional-private/me/own-calendars → 201 the calendar (the server reads it once first).

export function useConnectOwnCalendar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: ConnectOwnCalendarBody) => api.post<AnswerOf<typeof ownCalendarSchema>>('/professional-private/me/own-calendars', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownCalendarsQueryKeys.all }),
  })
}
