// The reads a logged-in home shows first, started by the entry as soon as the page runs, beside the
// download of the app's code instead of after it has run (decision 080): on a slow phone the code takes
// a second or more to run, and the shell's own read (who is logged in) used to go first, the screen's after
// it. The app's API client answers a GET of the same address from the response already on its way
// (lib/first-responses.ts), once; any write drops what was not taken. The addresses must be the exact
// ones the screens ask for (first-requests.test.ts checks them against the clients).

declare global {
  /** Responses on their way, by address (`/api/…`): written by the entry, taken once by the API client. */
  var acolheFirstRequests: Map<string, Promise<Response>> | undefined
}

/** What each home reads first, by path; `plain`: the address has no query (the list's first page and tab). */
export function firstRequestsOf(pathname: string, plain: boolean): string[] {
  const sessions = plain ? ['/api/session/me?isMe=true&statistic=true&limit=8&page=1&tab=today'] : []
  switch (pathname) {
    case '/home':
      return ['/api/user/me', '/api/session-series/me', '/api/waitlist/me', ...sessions]
    case '/profissional/home':
      return ['/api/professional-private/me', '/api/professional-private/me/onboarding', '/api/session-series/me', ...sessions]
    case '/admin/dashboard':
      return ['/api/admin/me', '/api/dashboard/indicators']
    default:
      return []
  }
}

/** Starts the first reads of the page at `location` (the API client's own headers and credentials). */
export function startFirstRequests(location: Pick<Location, 'pathname' | 'search'>): void {
  const addresses = firstRequestsOf(location.pathname, location.search === '')
  if (addresses.length === 0) return
  const started = new Map<string, Promise<Response>>()
  for (const address of addresses) {
    const response = fetch(address, { credentials: 'include', headers: { accept: 'application/json' } })
    // A failure is the taker's to report (as a failed fetch of its own); one never taken is no error.
    response.catch(() => undefined)
    started.set(address, response)
  }
  globalThis.acolheFirstRequests = started
}
