import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React hydrates a prerendered page (decision 015) and on the server, true once the app
 * handles the page: React renders the server snapshot during hydration, then the client one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
