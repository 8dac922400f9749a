import { startTransition, StrictMode, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createApp } from './app'
import { loadMatchedRoutes } from './load-matched-routes'
import { routes } from './router'

/**
 * Renders its child as is; its effect runs once the tree is committed (hydrated). It wraps the app
 * instead of sitting beside it: a sibling would fork React's `useId` tree, so every id on the client
 * would differ from the prerendered page's, and Mantine's inline styles (responsive padding,
 * SimpleGrid columns), keyed by those ids, would stop matching the server's class names.
 */
function OnCommitted({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run])
  return children
}

/**
 * Starts the app in `root`: hydrates a page prerendered at build time, renders any other from
 * scratch. `onReady` runs once the app handles events on the page.
 */
export async function boot(root: HTMLElement, prerendered: boolean, onReady: () => void): Promise<void> {
  if (prerendered) await loadMatchedRoutes(routes, window.location.pathname)
  // The server sends a login page's variant with the Google button when Google sign-in is configured
  // (vite-plugins/prerender.ts marks it on <html>); the app's first render must match it.
  const App = createApp({ googleSignIn: prerendered && document.documentElement.hasAttribute('data-google-sign-in') })
  const app = (
    <StrictMode>
      <OnCommitted run={onReady}>
        <App />
      </OnCommitted>
    </StrictMode>
  )
  // As a transition, React hydrates in slices and lets the browser answer input in between.
  if (prerendered) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
}
