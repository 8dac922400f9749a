import { useEffect, useRef } from 'react'
import type { PresenceBody } from '@acolhe/shared/api/consultation-room'
import { PRESENCE_HEARTBEAT_SECONDS } from '@acolhe/shared/constants'
import { useRecordPresence } from '../api/record-presence'

/**
 * While the page is open and `body` is given: "I am here" now and every PRESENCE_HEARTBEAT_SECONDS, with
 * the latest device results. The server counts someone gone once it has not heard from them for a while.
 */
export function usePresenceHeartbeat(sessionId: string, body: PresenceBody | null) {
  const { mutate } = useRecordPresence()
  const latest = useRef(body)
  useEffect(() => {
    latest.current = body
  })
  const active = body !== null
  const audioOnly = body?.audio_only
  useEffect(() => {
    if (!active) return undefined
    const beat = () => {
      if (latest.current) mutate({ sessionId, body: latest.current })
    }
    beat()
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_SECONDS * 1000)
    return () => clearInterval(timer)
    // A change of audio only is said at once, not at the next beat.
  }, [sessionId, active, audioOnly, mutate])
}
