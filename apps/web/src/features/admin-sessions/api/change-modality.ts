import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionSchema, type SessionDto } from '@acolhe/shared/api/session'
import { api } from '../../../lib/api-client'
import { adminSessionQueryKeys } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'

// PATCH /api/session/{id}/modality { is_online } → 200 the session (hybrid professionals, sessions to come).

export async function changeModality({ id, isOnline }: { id: string; isOnline: boolean }): Promise<SessionDto> {
  return sessionSchema.parse(await api.patch(`/session/${id}/modality`, { is_online: isOnline }))
}

export function useChangeModality() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: changeModality, onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminSessionQueryKeys.all }), invalidateOpenTimes(queryClient)]) })
}
