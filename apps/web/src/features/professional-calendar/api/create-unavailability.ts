import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { unavailabilityChangeSchema, UnavailabilityChangeDto } from '@acolhe/shared/api/calendar'
import type { UnavailabilityBody } from '@acolhe/shared/schemas/calendar'
import { api } from '../../../lib/api-client'
import { calendarQueryKeys } from './calendar-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/professional-unavailability → 201 { unavailability, conflicting_sessions[] }.

export async function createUnavailability(body: UnavailabilityBody): Promise<UnavailabilityChangeDto> {
  return api.post<AnswerOf<typeof unavailabilityChangeSchema>>('/professional-unavailability', body)
}

export function useCreateUnavailability() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createUnavailability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.unavailabilityAll }),
  })
}
