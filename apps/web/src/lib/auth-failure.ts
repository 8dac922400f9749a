import type { QueryClient } from '@tanstack/react-query'
import { allPersonQueryKeys, personQueryKeys } from './person-query-keys'

const LOGIN_PAGES = new Set(['/login', '/profissional/login', '/admin/login'])
/** Sign-up pages decide themselves where a visitor without a session goes (back to /cadastro). */
const SELF_GUARDED_PAGES = new Set(['/cadastro', '/cadastro/info-complemento'])

export function isLoginPage(pathname: string): boolean {
  return LOGIN_PAGES.has(pathname.replace(/\/+$/, '') || '/')
}

function handlesItsOwnAuthFailure(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  return LOGIN_PAGES.has(path) || SELF_GUARDED_PAGES.has(path)
}

/** Where a person whose session ended belongs (docs/product/accounts-and-access.md "Login sessions and cookies"). */
export function loginPageFor(pathname: string, queryClient: QueryClient): string {
  if (queryClient.getQueryData(personQueryKeys.professional)) return '/profissional/login'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return '/admin/login'
  if (pathname === '/profissional' || pathname.startsWith('/profissional/')) return '/profissional/login'
  return '/login'
}

/**
 * The 401/403 rule: outside a login page, forget the cached person of every area and go to the
 * login page of the area (the professional one if a professional was logged in).
 * Returns the page it sent the person to, or null when it did nothing.
 */
export function handleAuthFailure(options: {
  pathname: string
  queryClient: QueryClient
  navigate: (to: string) => void
}): string | null {
  const { pathname, queryClient, navigate } = options
  if (handlesItsOwnAuthFailure(pathname)) return null
  const target = loginPageFor(pathname, queryClient)
  for (const key of allPersonQueryKeys) queryClient.removeQueries({ queryKey: key })
  navigate(target)
  return target
}
