import type { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { FirstRenderNow } from '../lib/first-render-now'
import { VisitorTimeZone } from '../lib/visitor-time-zone'
import { AppProviders } from './providers'
import { routes } from './router'

/**
 * The app's HTML at `url`, rendered outside a browser: at build time for the prerendered public pages
 * (src/entry-prerender.tsx) and per request for the pages the server renders (src/entry-server.tsx).
 * Sections whose data `queryClient` lacks render their loading state, as the browser's first render
 * does. `visitorTimeZone`: the zone a visitor's hours are shown in (lib/visitor-time-zone.ts); `now`: the
 * instant the screen's relative times are counted from (lib/first-render-now.ts), the server's clock.
 */
export async function renderToHtml(url: URL, queryClient: QueryClient, visitorTimeZone: string | null = null, now: Date | null = null): Promise<string> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) throw new Error(`render: ${url.pathname} answered a redirect or response`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <VisitorTimeZone value={visitorTimeZone}>
      <FirstRenderNow value={{ current: now }}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </FirstRenderNow>
    </VisitorTimeZone>,
  )
}
