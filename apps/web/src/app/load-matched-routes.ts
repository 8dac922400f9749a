import { matchRoutes, type RouteObject } from 'react-router'

/**
 * Loads the lazy modules of the routes matching `pathname` into the route table before the router
 * starts, so a prerendered page is hydrated with the same tree the server rendered instead of the
 * loading fallback.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}
