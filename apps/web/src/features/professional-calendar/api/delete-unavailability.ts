import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { calendarQueryKeys } from './calendar-query-keys'

// DELETE /api/professional-unavailability/{id} → 204; 404 not theirs.

export async function deleteUnavailability(id: string): Promise<void> {
  await api.delete(`/professional-unavailability/${id}`)
}

export function useDeleteUnavailability() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUnavailability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.unavailabilityAll }),
  })
}
