import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { ownCalendarsQueryKeys } from './own-calendars-query-keys'

// DELETE /api/professional-private/me/own-calendars/:id → 204 (the secret and the busy times are deleted).

export function useDisconnectOwnCalendar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete(`/professional-private/me/own-calendars/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownCalendarsQueryKeys.all }),
  })
}
