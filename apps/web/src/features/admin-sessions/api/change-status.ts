import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SessionStatus } from '@acolhe/shared/enums'
import { invalidateAdminSessions } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import { updateSession } from '../../../lib/session-api/update-session'

// PATCH /api/session/{id}/status { status } → 200 the session. The admin may set any status (docs/product/consultation-lifecycle.md);
// CANCELLED returns what was paid as balance, CONFIRMED marks it paid and gives it its link.

export function useChangeStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SessionStatus }) => updateSession({ kind: 'status', id, status }),
    onSettled: () => Promise.all([invalidateAdminSessions(queryClient), invalidateOpenTimes(queryClient)]),
  })
}
