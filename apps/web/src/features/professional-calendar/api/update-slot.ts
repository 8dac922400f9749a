import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { slotChangeSchema, SlotChangeDto } from '@acolhe/shared/api/calendar'
import type { AvailabilitySlotBody } from '@acolhe/shared/schemas/calendar'
import { api } from '../../../lib/api-client'
import { calendarQueryKeys } from './calendar-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/available-dates/{id} (body without id) → 200 { availableDate, kept_sessions }; 404 not theirs.

export async function updateSlot({ id, body }: { id: string; body: AvailabilitySlotBody }): Promise<SlotChangeDto> {
  return api.patch<AnswerOf<typeof slotChangeSchema>>(`/available-dates/${id}`, body)
}

export function useUpdateSlot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.slots }),
  })
}
