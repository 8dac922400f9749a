import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { roomStateSchema, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { api } from '../../../lib/api-client'
import { invalidateAdminSessions } from '../../../lib/admin-session-query-keys'
import { invalidateOpenTimes } from '../../../lib/open-times-api'
import { sessionsQueryKeys } from '../../../lib/session-query-keys'
import { setRoomState } from './room-state'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/room/{id}/failures/{failureId}/reschedule { selected_date } → 200 the room: the failure
// becomes a reschedule without fee (the professional or an admin).

export async function rescheduleFailure({ sessionId, failureId, selectedDate }: { sessionId: string; failureId: string; selectedDate: string }): Promise<RoomStateDto> {
  return api.post<AnswerOf<typeof roomStateSchema>>(`/room/${sessionId}/failures/${failureId}/reschedule`, { selected_date: selectedDate })
}

export function useRescheduleFailure() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rescheduleFailure,
    onSuccess: (state) => setRoomState(queryClient, state),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: sessionsQueryKeys.all }), invalidateAdminSessions(queryClient), invalidateOpenTimes(queryClient)]),
  })
}
