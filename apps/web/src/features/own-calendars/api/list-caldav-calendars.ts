import { useMutation } from '@tanstack/react-query'
import { caldavCalendarsSchema } from '@acolhe/shared/api/own-calendars'
import { api } from '../../../lib/api-client'

// POST /api/professional-private/me/own-calendars/caldav-calendars → the account's calendars (nothing stored).

export function useListCaldavCalendars() {
  return useMutation({
    mutationFn: async (login: { server_url: string; username: string; password: string }) =>
      caldavCalendarsSchema.parse(await api.post('/professional-private/me/own-calendars/caldav-calendars', login)),
  })
}
