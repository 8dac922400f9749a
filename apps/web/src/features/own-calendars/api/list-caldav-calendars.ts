import { useMutation } from '@tanstack/react-query'
import type { caldavCalendarsSchema } from '@acolhe/shared/api/own-calendars'
import { api } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/professional-private/me/own-calendars/caldav-calendars → the account's calendars (nothing stored).

export function useListCaldavCalendars() {
  return useMutation({
    mutationFn: async (login: { server_url: string; username: string; password: string }) =>
      await api.post<AnswerOf<typeof caldavCalendarsSchema>>('/professional-private/me/own-calendars/caldav-calendars', login),
  })
}
