import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionSchema, type SessionDto } from '@acolhe/shared/api/session'
import type { SessionStatus } from '@acolhe/shared/enums'
import { api } from '../../../lib/api-client'
import { adminSessionQueryKeys } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'

// PATCH /api/session/{id}/status { status } → 200 the session. The admin may set any status (docs/product/consultation-lifecycle.md);
// CANCELLED returns what was paid as balance, CONFIRMED marks it paid and gives it its link.

export async function changeStatus({ id, status }: { id: string; status: SessionStatus }): Promise<SessionDto> {
  return sessionSchema.parse(await api.patch(`/session/${id}/status`, { status }))
}

export function useChangeStatus() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: changeStatus, onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminSessionQueryKeys.all }), invalidateOpenTimes(queryClient)]) })
}
