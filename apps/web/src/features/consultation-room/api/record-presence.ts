import { useMutation, useQueryClient } from '@tanstack/react-query'
import { roomStateSchema, type PresenceBody, type RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { api } from '../../../lib/api-client'
import { setRoomState } from './room-state'

// POST /api/room/{id}/presence → 200 the room: "I am here", with the device check's pass/fail per device
// and the connection's figures (nothing else of the check leaves the browser).

export async function recordPresence({ sessionId, body }: { sessionId: string; body: PresenceBody }): Promise<RoomStateDto> {
  return roomStateSchema.parse(await api.post(`/room/${sessionId}/presence`, body))
}

export function useRecordPresence() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: recordPresence, onSuccess: (state) => setRoomState(queryClient, state) })
}
