import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { slotChangeSchema, SlotChangeDto } from '@acolhe/shared/api/calendar'
import { api } from '../../../lib/api-client'
import { calendarQueryKeys } from './calendar-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// DELETE /api/available-dates/{id} → 200 { availableDate: null, kept_sessions } (booked sessions stay).

export async function deleteSlot(id: string): Promise<SlotChangeDto> {
  return api.delete<AnswerOf<typeof slotChangeSchema>>(`/available-dates/${id}`)
}

export function useDeleteSlot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.slots }),
  })
}
