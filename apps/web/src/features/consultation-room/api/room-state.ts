import { useCallback, useSyncExternalStore } from 'react'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { roomStateSchema, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { api, buildApiUrl } from '../../../lib/api-client'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/room/{id} (the room as the viewer sees it) and GET /api/room/{id}/events (the same state, sent
// again at each change: Server-Sent Events, docs/decisions/090-consultation-room-presence.md).

export const roomQueryKeys = {
  all: ['room'] as const,
  of: (sessionId: string) => ['room', sessionId] as const,
}

export async function getRoomState(sessionId: string, signal?: AbortSignal): Promise<RoomStateDto> {
  return api.get<AnswerOf<typeof roomStateSchema>>(`/room/${sessionId}`, undefined, signal)
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
 * One stream per session, shared by every component that shows that room (on the professional's home,
 * the session card and the week's agenda show the same consultation): the first user opens it, the last
 * one to leave closes it. Keyed per QueryClient, since the stream writes into that client's cache.
 */
type SharedStream = { source: EventSource; users: number; streaming: boolean; listeners: Set<() => void> }
const sharedStreams = new WeakMap<QueryClient, Map<string, SharedStream>>()

function streamsOf(queryClient: QueryClient) {
  let streams = sharedStreams.get(queryClient)
  if (!streams) {
    streams = new Map()
    sharedStreams.set(queryClient, streams)
  }
  return streams
}

/**
 * The stream's events are written by the server outside a route's declared answer, so the web checks
 * them; the schema (and zod with it) is downloaded with the first event, not with the homes that show a
 * live room (decision 107).
 */
let roomSchemaLoad: Promise<typeof roomStateSchema> | null = null
function roomStateSchemaOnDemand(): Promise<typeof roomStateSchema> {
  roomSchemaLoad ??= import('@acolhe/shared/api/consultation-room').then((module) => module.roomStateSchema)
  return roomSchemaLoad
}

function openSharedStream(queryClient: QueryClient, sessionId: string): SharedStream {
  const source = new EventSource(buildApiUrl(`/room/${sessionId}/events`), { withCredentials: true })
  const shared: SharedStream = { source, users: 0, streaming: false, listeners: new Set() }
  const setStreaming = (streaming: boolean) => {
    if (shared.streaming === streaming) return
    shared.streaming = streaming
    shared.listeners.forEach((listener) => listener())
  }
  source.onmessage = (event: MessageEvent<string>) => {
    // Events are handled in arrival order: each waits for the same promise of the schema.
    void roomStateSchemaOnDemand().then((schema) => {
      const parsed = schema.safeParse(JSON.parse(event.data))
      if (!parsed.success) return
      setRoomState(queryClient, parsed.data)
      // A closed room's stream ends after one state, and is not reopened while anyone still shows it.
      if (!parsed.data.open) source.close()
      setStreaming(parsed.data.open)
    })
  }
  source.onerror = () => setStreaming(false)
  return shared
}

/** Joins (or opens) the session's stream; the returned function leaves it, closing it after the last user. */
function joinStream(queryClient: QueryClient, sessionId: string, onChange: () => void): () => void {
  const streams = streamsOf(queryClient)
  let shared = streams.get(sessionId)
  if (!shared) {
    shared = openSharedStream(queryClient, sessionId)
    streams.set(sessionId, shared)
  }
  const joined = shared
  joined.users += 1
  joined.listeners.add(onChange)
  return () => {
    joined.listeners.delete(onChange)
    joined.users -= 1
    if (joined.users > 0) return
    joined.source.close()
    if (streams.get(sessionId) === joined) streams.delete(sessionId)
  }
}

/**
 * The room, live: the stream replaces the cached state at each change; while no stream is open the room
 * is read every 3 s instead. Components showing the same session share one stream.
 */
export function useLiveRoom(sessionId: string, enabled = true) {
  const queryClient = useQueryClient()
  const live = enabled && typeof EventSource !== 'undefined'
  const subscribe = useCallback((onChange: () => void) => (live ? joinStream(queryClient, sessionId, onChange) : () => {}), [live, queryClient, sessionId])
  // Rendered on the server (a home, decision 128) and when the browser takes that page over: not streaming yet.
  const streaming = useSyncExternalStore(
    subscribe,
    () => (live ? (sharedStreams.get(queryClient)?.get(sessionId)?.streaming ?? false) : false),
    () => false,
  )
  return useQuery({ ...roomStateQueryOptions(sessionId), enabled, refetchInterval: streaming ? false : POLL_MS })
}
