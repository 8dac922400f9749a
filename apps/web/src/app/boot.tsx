import { startTransition, StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { applyBrazilianZodMessages } from '@acolhe/shared/zod-locale'
import { createApp } from './app'
import { loadMatchedRoutes } from './load-matched-routes'
import { routes } from './router'

/** Renders nothing; its effect runs once the tree around it is committed (hydrated). */
function OnCommitted({ run }: { run: () => void }) {
  useEffect(run, [run])
  return null
}

/**
 * Starts the app in `root`: hydrates a page prerendered at build time, renders any other from
 * scratch. `onReady` runs once the app handles events on the page.
 */
export async function boot(root: HTMLElement, prerendered: boolean, onReady: () => void): Promise<void> {
  applyBrazilianZodMessages()
  if (prerendered) await loadMatchedRoutes(routes, window.location.pathname)
  const App = createApp()
  const app = (
    <StrictMode>
      <App />
      <OnCommitted run={onReady} />
    </StrictMode>
  )
  // As a transition, React hydrates in slices and lets the browser answer input in between.
  if (prerendered) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
}
