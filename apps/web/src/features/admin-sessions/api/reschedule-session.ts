import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateAdminSessions } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import { updateSession } from '../../../lib/session-api/update-session'

// PATCH /api/session/{id}/date { selected_date, available_date_id } → 200 the session; the admin has no
// once-only or 24 h limit, but the hour must be one the professional offers (422) and free (409).

export type RescheduleInput = { id: string; selectedDate: string; availableDateId: string }

export function useRescheduleSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RescheduleInput) => updateSession({ kind: 'date', ...input }),
    onSettled: () => Promise.all([invalidateAdminSessions(queryClient), invalidateOpenTimes(queryClient)]),
  })
}
