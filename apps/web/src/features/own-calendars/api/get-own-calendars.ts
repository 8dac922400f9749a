import { useQuery } from '@tanstack/react-query'
import type { ownCalendarsSchema } from '@acolhe/shared/api/own-calendars'
import { api } from '../../../lib/api-client'
import { ownCalendarsQueryKeys } from './own-calendars-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me/own-calendars → the connected calendars and this week's busy times.

export function useOwnCalendars() {
  return useQuery({
    queryKey: ownCalendarsQueryKeys.all,
    queryFn: async ({ signal }) => api.get<AnswerOf<typeof ownCalendarsSchema>>('/professional-private/me/own-calendars', undefined, signal),
  })
}
