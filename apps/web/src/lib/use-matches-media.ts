import { useSyncExternalStore } from 'react'

/**
 * Whether the screen matches a media query: undefined on the server and while React hydrates a
 * prerendered page (the prerender cannot know the width), the browser's answer from the first client
 * render on, and again whenever it changes. A component shows both of its layouts, each by CSS, while
 * this is undefined, so hydration never moves what a finger is about to tap.
 */
export function useMatchesMedia(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => undefined,
  )
}
