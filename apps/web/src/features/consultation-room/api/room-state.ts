import { useEffect, useState } from 'react'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { roomStateSchema, type RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { api, buildApiUrl } from '../../../lib/api-client'

// GET /api/room/{id} (the room as the viewer sees it) and GET /api/room/{id}/events (the same state, sent
// again at each change: Server-Sent Events, docs/decisions/090-consultation-room-presence.md).

export const roomQueryKeys = {
  all: ['room'] as const,
  of: (sessionId: string) => ['room', sessionId] as const,
}

export async function getRoomState(sessionId: string, signal?: AbortSignal): Promise<RoomStateDto> {
  return roomStateSchema.parse(await api.get(`/room/${sessionId}`, undefined, signal))
}

export const roomStateQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: roomQueryKeys.of(sessionId), queryFn: ({ signal }) => getRoomState(sessionId, signal) })

/** A change answered by the server (presence, admission, a failure): the room as it now is. */
export function setRoomState(queryClient: QueryClient, state: RoomStateDto) {
  queryClient.setQueryData(roomQueryKeys.of(state.session_id), state)
}

/** Without a live stream (it failed, or the room closed) the page still reads the room this often. */
const POLL_MS = 3_000

/**
 * The room, live: the stream replaces the cached state at each change; while no stream is open the room
 * is read every 3 s instead. A closed room's stream ends after one state, and is not reopened.
 */
export function useLiveRoom(sessionId: string, enabled = true) {
  const queryClient = useQueryClient()
  const [streaming, setStreaming] = useState(false)
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined
    const source = new EventSource(buildApiUrl(`/room/${sessionId}/events`), { withCredentials: true })
    source.onmessage = (event: MessageEvent<string>) => {
      const parsed = roomStateSchema.safeParse(JSON.parse(event.data))
      if (!parsed.success) return
      setRoomState(queryClient, parsed.data)
      setStreaming(parsed.data.open)
      if (!parsed.data.open) source.close()
    }
    source.onerror = () => setStreaming(false)
    return () => source.close()
  }, [sessionId, enabled, queryClient])
  return useQuery({ ...roomStateQueryOptions(sessionId), enabled, refetchInterval: streaming ? false : POLL_MS })
}
