import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { roomStateSchema, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { api } from '../../../lib/api-client'
import { sessionsQueryKeys } from '../../../lib/session-query-keys'
import { setRoomState } from './room-state'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/room/{id}/admit → 200 the room: the patient waiting gets their link; a confirmed consultation starts.

export async function admitPatient(sessionId: string): Promise<RoomStateDto> {
  return api.post<AnswerOf<typeof roomStateSchema>>(`/room/${sessionId}/admit`)
}

export function useAdmitPatient() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: admitPatient,
    onSuccess: (state) => setRoomState(queryClient, state),
    // The session is started now: its card's buttons change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKeys.all }),
  })
}
