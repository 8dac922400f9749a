import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { roomStateSchema, PresenceBody, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { api } from '../../../lib/api-client'
import { setRoomState } from './room-state'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/room/{id}/presence → 200 the room: "I am here", with the device check's pass/fail per device
// and the connection's figures (nothing else of the check leaves the browser).

export async function recordPresence({ sessionId, body }: { sessionId: string; body: PresenceBody }): Promise<RoomStateDto> {
  return api.post<AnswerOf<typeof roomStateSchema>>(`/room/${sessionId}/presence`, body)
}

export function useRecordPresence() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: recordPresence, onSuccess: (state) => setRoomState(queryClient, state) })
}
