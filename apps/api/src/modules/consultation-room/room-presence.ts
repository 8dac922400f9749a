import { PRESENCE_FRESH_SECONDS } from '@acolhe/shared/constants'
import type { ConnectionQuality } from '@acolhe/shared/api/consultation-room'

// Pure readings of presence: whether a participant is still here, the connection's quality from its
// figures, and whether the other party is late enough to say so (5 and 10 minutes after the start).

/** Seen within PRESENCE_FRESH_SECONDS (the page reports every PRESENCE_HEARTBEAT_SECONDS). */
export function isHere(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() <= PRESENCE_FRESH_SECONDS * 1000
}

/**
 * A video call needs about 1 Mbit/s each way and stays comfortable under 150 ms of latency; below
 * 300 kbit/s or above 400 ms only audio holds. No figures, no verdict.
 */
export function connectionQualityOf(latencyMs: number | null, throughputKbps: number | null): ConnectionQuality | null {
  if (latencyMs === null || throughputKbps === null) return null
  if (latencyMs > 400 || throughputKbps < 300) return 'POOR'
  if (latencyMs > 150 || throughputKbps < 1000) return 'FAIR'
  return 'GOOD'
}

/** 10 or 5 when the other party has not arrived that many minutes after the start, else null. */
export function missingMinutesOf(start: Date, now: Date, otherArrived: boolean): 5 | 10 | null {
  if (otherArrived) return null
  const late = (now.getTime() - start.getTime()) / 60_000
  if (late >= 10) return 10
  if (late >= 5) return 5
  return null
}
