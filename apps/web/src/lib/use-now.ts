import { useContext, useEffect, useState } from 'react'
import { FirstRenderNow } from './first-render-now'

/**
 * The current time, refreshed every `intervalMs` (start windows and relative times stay current). Taking
 * over a page the server rendered, the first render reads the instant the server rendered it at, so the
 * two agree; the real time follows at once, after the page is the app's (decision 128).
 */
export function useNow(intervalMs: number): Date {
  const renderedAt = useContext(FirstRenderNow)
  const [first] = useState(() => ({ at: renderedAt.current ?? new Date(), fromPage: renderedAt.current !== null }))
  const [now, setNow] = useState(first.at)
  useEffect(() => {
    // Right after the page is the app's, the real time: the page may have been open for a while.
    const catchUp = first.fromPage ? setTimeout(() => setNow(new Date()), 0) : undefined
    const timer = setInterval(() => setNow(new Date()), intervalMs)
    return () => {
      clearTimeout(catchUp)
      clearInterval(timer)
    }
  }, [intervalMs, first])
  return now
}
