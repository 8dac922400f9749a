import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { availabilitySlotSchema } from '@acolhe/shared/api/session'
import type { AvailabilitySlotBody } from '@acolhe/shared/schemas/calendar'
import { api } from '../../../lib/api-client'
import { calendarQueryKeys } from './calendar-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/available-dates { week_day, start_time, end_time } → 201 slot; 400 rule broken, 409 overlap.

export async function createSlot(body: AvailabilitySlotBody) {
  return api.post<AnswerOf<typeof availabilitySlotSchema>>('/available-dates', body)
}

export function useCreateSlot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.slots }),
  })
}
