import { useEffect, useState } from 'react'

/** Whole seconds until `until` (ms since epoch), counting down once a second; 0 when it has passed. */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    // Ticks while mounted, so a later `until` (a resent code) counts from the real time at once.
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return Math.max(0, Math.ceil((until - now) / 1000))
}
