import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { roomStateSchema, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { api } from '../../../lib/api-client'
import { setRoomState } from './room-state'
import type { AnswerOf } from '../../../lib/answer-of'

// POST /api/room/{id}/failures { note? } → 200 the room: 'Falha técnica', from either side during the consultation.

export async function reportFailure({ sessionId, note }: { sessionId: string; note: string }): Promise<RoomStateDto> {
  return api.post<AnswerOf<typeof roomStateSchema>>(`/room/${sessionId}/failures`, note ? { note } : {})
}

export function useReportFailure() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: reportFailure, onSuccess: (state) => setRoomState(queryClient, state) })
}
