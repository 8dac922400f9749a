import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { setAuthFailureHandler } from '../lib/api-client'
import { authProvidersQueryOptions } from '../lib/auth-providers'
import { handleAuthFailure } from '../lib/auth-failure'
import { createQueryClient } from '../lib/query-client'
import { AppProviders } from './providers'
import { createAppRouter } from './router'

/**
 * The whole app; created once, after boot.tsx has loaded what the first screen needs. `googleSignIn`:
 * the prerendered page was the variant with the Google button, so the first render must show it too.
 * `queryClient`: boot.tsx fills it with the first screen's reads before the first render.
 */
export function createApp({ googleSignIn = false, queryClient = createQueryClient() }: { googleSignIn?: boolean; queryClient?: QueryClient } = {}) {
  if (googleSignIn) queryClient.setQueryData(authProvidersQueryOptions().queryKey, { google: true })
  const router = createAppRouter()

  // docs/product/accounts-and-access.md: a 401/403 on any call outside a login page sends the person to their login page.
  setAuthFailureHandler(() => {
    handleAuthFailure({
      pathname: router.state.location.pathname,
      queryClient,
      navigate: (to) => void router.navigate(to, { replace: true }),
    })
  })

  return function App() {
    return (
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    )
  }
}
