import { startTransition, StrictMode, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { FIRST_ANSWERS_ELEMENT_ID, RENDERED_AT_ATTRIBUTE } from '@acolhe/shared/page-rendering'
import { FirstRenderNow, type RenderedAt } from '../lib/first-render-now'
import { createQueryClient } from '../lib/query-client'
import { createApp } from './app'
import { readFirstScreen } from './first-render-reads'
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
 * Ends the current task, so that the browser may paint and answer input before what follows. A message
 * to itself, not a timer: a timer in a background tab waits up to a second.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/**
 * Starts the app in `root`: hydrates a page rendered on the server (prerendered at build time, or per
 * request), renders any other from scratch. `onReady` runs once the app handles events on the page.
 */
export async function boot(root: HTMLElement, prerendered: boolean, onReady: () => void): Promise<void> {
  // Running the app's modules (React DOM, Mantine, the router) is one long task already; the route's
  // modules, the first reads and the router's start each run in a task of their own (decision 110).
  await nextTask()
  const modules = await loadMatchedRoutes(routes, window.location.pathname)
  await nextTask()
  const queryClient = createQueryClient()
  // Before createApp installs the app-wide handler of refused answers (a 401/403 → the login page): a
  // screen's read refused here is the first render's to judge. The shell renders first and sends its
  // person on (a professional awaiting authorization to that page, whose home's reads answer 403).
  // A prerendered page has no reads waiting; a page the server rendered per request (decision 116) has its
  // answers, embedded in the page (src/main.tsx took them), and the app's first render must match them.
  const refreshAfterCommit = document.getElementById(FIRST_ANSWERS_ELEMENT_ID) !== null
  const firstRenderCommitted = await readFirstScreen(queryClient, modules, window.location.search, { refreshAfterCommit })
  // The server sends a login page's variant with the Google button when Google sign-in is configured
  // (vite-plugins/prerender.ts marks it on <html>); the app's first render must match it.
  const App = createApp({ queryClient, googleSignIn: prerendered && document.documentElement.hasAttribute('data-google-sign-in') })
  // A home the server rendered says when (decision 128): the first render counts relative times from then.
  const renderedAtText = prerendered ? root.getAttribute(RENDERED_AT_ATTRIBUTE) : null
  const renderedAt: RenderedAt = { current: renderedAtText ? new Date(renderedAtText) : null }
  const committed = () => {
    renderedAt.current = null
    firstRenderCommitted()
    onReady()
  }
  const app = (
    <StrictMode>
      <OnCommitted run={committed}>
        <FirstRenderNow value={renderedAt}>
          <App />
        </FirstRenderNow>
      </OnCommitted>
    </StrictMode>
  )
  // As a transition, React hydrates or renders in slices of a few milliseconds and lets the browser answer
  // input in between, instead of one long task (decision 110).
  if (prerendered) startTransition(() => void hydrateRoot(root, app))
  else {
    const created = createRoot(root)
    startTransition(() => created.render(app))
  }
}
