import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateAdminSessions } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import { updateSession } from '../../../lib/session-api/update-session'

// PATCH /api/session/{id}/modality { is_online } → 200 the session (hybrid professionals, sessions to come).

export function useChangeModality() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, isOnline }: { id: string; isOnline: boolean }) => updateSession({ kind: 'modality', id, isOnline }),
    onSettled: () => Promise.all([invalidateAdminSessions(queryClient), invalidateOpenTimes(queryClient)]),
  })
}
