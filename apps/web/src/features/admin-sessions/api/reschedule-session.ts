import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionSchema, type SessionDto } from '@acolhe/shared/api/session'
import { api } from '../../../lib/api-client'
import { adminSessionQueryKeys } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'

// PATCH /api/session/{id}/date { selected_date, available_date_id } → 200 the session; the admin has no
// once-only or 24 h limit, but the hour must be one the professional offers (422) and free (409).

export type RescheduleInput = { id: string; selectedDate: string; availableDateId: string }

export async function rescheduleSession({ id, selectedDate, availableDateId }: RescheduleInput): Promise<SessionDto> {
  return sessionSchema.parse(await api.patch(`/session/${id}/date`, { selected_date: selectedDate, available_date_id: availableDateId }))
}

export function useRescheduleSession() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: rescheduleSession, onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminSessionQueryKeys.all }), invalidateOpenTimes(queryClient)]) })
}
