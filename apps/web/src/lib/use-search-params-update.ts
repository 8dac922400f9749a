import { useCallback, useRef } from 'react'
import { useSearchParams, type NavigateOptions } from 'react-router'

/**
 * A change of the address's query string that starts from the latest one written, not from the one this
 * render shows. React Router's own `setSearchParams(fn)` hands `fn` the parameters of the render it was
 * made in, and its navigations render in a transition: a second change made before the first one's render
 * commits (two filters chosen quickly while the list re-renders on a slow phone) started from the address
 * before the first and dropped it.
 *
 * The writes not yet shown are kept in order: a render that shows one of them drops it and the earlier
 * ones; a render that shows none of them and not the address they started from came from elsewhere (Back,
 * a link), and the next change starts from it.
 */
export function useSearchParamsUpdate() {
  const [searchParams, setSearchParams] = useSearchParams()
  // What the render whose handler makes the change shows (a handler is always the last committed render's).
  const shown = searchParams.toString()
  const pending = useRef<{ from: string; written: string[] }>({ from: shown, written: [] })

  return useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const at = pending.current.written.indexOf(shown)
      if (at >= 0) pending.current = { from: shown, written: pending.current.written.slice(at + 1) }
      else if (shown !== pending.current.from) pending.current = { from: shown, written: [] }
      const latest = pending.current.written.at(-1) ?? pending.current.from
      const next = change(new URLSearchParams(latest)).toString()
      pending.current.written.push(next)
      setSearchParams(new URLSearchParams(next), options)
    },
    [shown, setSearchParams],
  )
}
