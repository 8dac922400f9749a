import { useMutation, useQueryClient } from '@tanstack/react-query'
import { slotChangeSchema, type SlotChangeDto } from '@acolhe/shared/api/calendar'
import { api } from '../../../lib/api-client'
import { calendarQueryKeys } from './calendar-query-keys'

// DELETE /api/available-dates/{id} → 200 { availableDate: null, kept_sessions } (booked sessions stay).

export async function deleteSlot(id: string): Promise<SlotChangeDto> {
  return slotChangeSchema.parse(await api.delete(`/available-dates/${id}`))
}

export function useDeleteSlot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.slots }),
  })
}
