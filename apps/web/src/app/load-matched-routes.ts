import { matchRoutes, type RouteObject } from 'react-router'

// What each route's `lazy` gave, kept for later calls: once loaded, a route holds the module's exports
// and no `lazy` any more, but the server renders the same route table for request after request
// (src/entry-server.tsx) and each render needs the modules' first reads again.
const loadedModules = new WeakMap<RouteObject, unknown>()

/**
 * Loads the lazy modules of the routes matching `pathname` into the route table before the router
 * starts, so a prerendered page is hydrated with the same tree the server rendered instead of the
 * loading fallback, and a page the app renders draws its screen in its first render. Returns what
 * each route's `lazy` gave (a route module's exports), for the first reads (first-render-reads.ts).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<unknown[]> {
  const matches = matchRoutes(routes, pathname) ?? []
  return Promise.all(
    matches.map(async ({ route }) => {
      // A route loaded before holds its module's exports itself: a copy of the table made since (a test's
      // own copy of the app's table, which another file may have loaded in the same worker) still gives them.
      if (typeof route.lazy !== 'function') return loadedModules.get(route) ?? (route.lazy === undefined && 'lazy' in route ? route : null)
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
      loadedModules.set(route, loaded)
      return loaded
    }),
  )
}
