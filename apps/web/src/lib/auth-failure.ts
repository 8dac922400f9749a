import type { QueryClient } from '@tanstack/react-query'
import { pageOwnsAuthFailure } from './auth-failure-rule'
import { allPersonQueryKeys, personQueryKeys } from './person-query-keys'

/** Where a person whose session ended belongs (docs/product/accounts-and-access.md "Login sessions and cookies"). */
export function loginPageFor(pathname: string, queryClient: QueryClient): string {
  if (queryClient.getQueryData(personQueryKeys.professional)) return '/profissional/login'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return '/admin/login'
  if (pathname === '/profissional' || pathname.startsWith('/profissional/')) return '/profissional/login'
  return '/login'
}

/**
 * The app's part of the 401/403 rule (lib/auth-failure-rule.ts): outside a page that owns it, forget the cached person of every area and go to the
 * login page of the area (the professional one if a professional was logged in).
 * Returns the page it sent the person to, or null when it did nothing.
 */
export function handleAuthFailure(options: {
  pathname: string
  queryClient: QueryClient
  navigate: (to: string) => void
}): string | null {
  const { pathname, queryClient, navigate } = options
  if (pageOwnsAuthFailure(pathname)) return null
  const target = loginPageFor(pathname, queryClient)
  for (const key of allPersonQueryKeys) queryClient.removeQueries({ queryKey: key })
  navigate(target)
  return target
}
