import { PassThrough } from 'node:stream'
import type { RoomStateDto } from '@acolhe/shared/api/consultation-room'
import type { RoomSignal } from './room-signal'

// The room's live stream (Server-Sent Events, text/event-stream): the room's state at once, then again
// each time it changes. A change is noticed through the room's signal (Redis publish/subscribe, across
// instances) and, in any case, by reading the room every `pollMs` — the only way without Redis, and what
// also notices the time-driven changes (someone stops being 'here', 5 and 10 minutes after the start).

/** A comment line every 15 s keeps the balancer's 30 s idle timeout from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000

export type RoomStream = { stream: PassThrough; stop: () => void }

export function openRoomStream(options: {
  sessionId: string
  read: () => Promise<RoomStateDto>
  signal: RoomSignal
  pollMs: number
  /** A state after which nothing live is left to say (the room closed): sent, then the stream ends. */
  endsWith: (state: RoomStateDto) => boolean
  onError: (error: unknown) => void
}): RoomStream {
  const stream = new PassThrough()
  let last = ''
  let stopped = false
  let reading: Promise<void> | null = null
  let again = false
  // One read at a time; a signal during a read asks for one more after it, so no change is missed.
  const refresh = () => {
    if (stopped) return
    if (reading) {
      again = true
      return
    }
    reading = options
      .read()
      .then((state) => {
        const json = JSON.stringify(state)
        if (json !== last && !stopped) {
          last = json
          stream.write(`data: ${json}\n\n`)
        }
        if (options.endsWith(state)) stop()
      })
      .catch(options.onError)
      .finally(() => {
        reading = null
        if (again) {
          again = false
          refresh()
        }
      })
  }
  const unsubscribe = options.signal.subscribe(options.sessionId, refresh)
  const poll = setInterval(refresh, options.pollMs)
  const keepAlive = setInterval(() => stream.write(': \n\n'), KEEP_ALIVE_MS)
  // Tells EventSource to come back after 2 s when the connection drops (an instance restarting).
  stream.write('retry: 2000\n\n')
  refresh()
  return { stream, stop }

  function stop() {
    if (stopped) return
    stopped = true
    unsubscribe()
    clearInterval(poll)
    clearInterval(keepAlive)
    stream.end()
  }
}
