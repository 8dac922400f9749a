import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { roomStateSchema, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { api } from '../../../lib/api-client'
import { invalidateAdminSessions } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import { sessionsQueryKeys } from '../../../lib/session-query-keys'
import { setRoomState } from './room-state'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/room/{id}/failures/{failureId}/no-show-exception → 200 the room: the failure excuses the
// absence — cancelled as nobody's, the price back to the patient's balance (the professional or an admin).

export async function excuseFailure({ sessionId, failureId }: { sessionId: string; failureId: string }): Promise<RoomStateDto> {
  return api.post<AnswerOf<typeof roomStateSchema>>(`/room/${sessionId}/failures/${failureId}/no-show-exception`)
}

export function useExcuseFailure() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: excuseFailure,
    onSuccess: (state) => setRoomState(queryClient, state),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: sessionsQueryKeys.all }), invalidateAdminSessions(queryClient), invalidateOpenTimes(queryClient)]),
  })
}
