import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router'
import { createQueryClient } from '../lib/query-client'
import { AppProviders } from '../app/providers'

/** Prints where the router is, so a test can assert a navigation happened. */
export function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

/**
 * Renders `routes` inside the app's real providers at `path`. A catch-all route showing the
 * location is added so navigations to pages outside `routes` can be asserted.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = createQueryClient()
  const router = createMemoryRouter([...routes, { path: '*', element: <LocationProbe /> }], { initialEntries: [path] })
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, queryClient }
}

/** Renders one element at `path` with the providers and a location probe beside it. */
export function renderWithRouter(element: ReactElement, path = '/') {
  return renderRoutes(
    [
      {
        path: path.split('?')[0] ?? '/',
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  )
}

export function jsonResponse(body: unknown, status = 200) {
  return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}
