// The reads a logged-in home (and booking step 2) shows first, started by the entry as soon as the page runs, beside the
// download of the app's code instead of after it has run (decision 080): on a slow phone the code takes
// a second or more to run, and the shell's own read (who is logged in) used to go first, the screen's after
// it. The app's API client answers a GET of the same address from the response already on its way
// (lib/first-responses.ts), once; any write drops what was not taken. The addresses must be the exact
// ones the screens ask for (first-requests.test.ts checks them against the clients).

import type { FirstAnswer } from '@acolhe/shared/page-rendering'

declare global {
  /** Responses on their way, by address (`/api/…`): written by the entry, taken once by the API client. */
  var acolheFirstRequests: Map<string, Promise<Response>> | undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The professional of a booking address that opens on step 2 (the wizard's `d`: step `s` 2 and
 * professional `p`, features/booking/lib/wizard-state.ts), else null. It reads the query codec's format
 * itself (base64url of `key<TAB>typed value` lines) rather than importing the codec: the entry imports
 * nothing (decision 045). first-requests.test.ts checks it against the wizard's own encoder.
 */
export function stepTwoProfessionalOf(search: string): string | null {
  const encoded = new URLSearchParams(search).get('d')
  if (!encoded) return null
  let text: string
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))
    text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return null
  }
  const fields = new Map(text.split('\n').map((line) => [line.slice(0, line.indexOf('\t')), line.slice(line.indexOf('\t') + 1)]))
  const professional = fields.get('p')?.slice(1) ?? ''
  return fields.get('s') === 'n2' && fields.get('p')?.startsWith('s') && UUID.test(professional) ? professional : null
}

/** What each first screen reads first, by path and query (a home's list only when the query is empty: its first page and tab). */
export function firstRequestsOf(pathname: string, search: string): string[] {
  const sessions = search === '' ? ['/api/session/me?isMe=true&statistic=true&limit=8&page=1&tab=today'] : []
  switch (pathname) {
    // With the sections read after the first render until decision 128 (the questionnaires open to the
    // patient, the professional's safety alerts and the cards' scores): a home the server renders shows them.
    case '/home':
      return ['/api/user/me', '/api/session-series/me', '/api/waitlist/me', '/api/user/me/questionnaires', ...sessions]
    case '/profissional/home':
      return [
        '/api/professional-private/me',
        '/api/professional-private/me/onboarding',
        '/api/session-series/me',
        '/api/professional-private/me/questionnaire-alerts',
        '/api/professional-private/me/questionnaire-marks',
        ...sessions,
      ]
    case '/admin/dashboard':
      return ['/api/admin/me', '/api/dashboard/indicators']
    case '/agendamento': {
      // Step 2: who is logged in (the frame's menu), the professional and their open times.
      const professional = stepTwoProfessionalOf(search)
      return professional
        ? ['/api/user/me', `/api/professional/${professional}`, `/api/public/available-dates/${professional}?include_availability=true`]
        : []
    }
    default:
      return []
  }
}

/** Starts the first reads of the page at `location` (the API client's own headers and credentials). */
export function startFirstRequests(location: Pick<Location, 'pathname' | 'search'>): void {
  const addresses = firstRequestsOf(location.pathname, location.search)
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

/**
 * The answers a page the server rendered per request carries (decision 116), made the responses the
 * app's first reads take, as if the entry had asked for them: the app's first render then matches the
 * page. False when the page carries none (or not as the server writes them).
 */
export function takeEmbeddedAnswers(element: Element | null): boolean {
  if (!element?.textContent) return false
  let answers: unknown
  try {
    answers = JSON.parse(element.textContent)
  } catch {
    return false
  }
  if (!Array.isArray(answers)) return false
  const taken: FirstAnswer[] = []
  for (const answer of answers as unknown[]) {
    if (typeof answer !== 'object' || answer === null) return false
    const { address, status, body } = answer as Record<string, unknown>
    if (typeof address !== 'string' || typeof status !== 'number' || typeof body !== 'string') return false
    taken.push({ address, status, body })
  }
  globalThis.acolheFirstRequests = answeredRequests(taken)
  return true
}

/** First reads already answered (by the server that rendered the page), as the responses the API client takes. */
export function answeredRequests(answers: FirstAnswer[]): Map<string, Promise<Response>> {
  return new Map(answers.map(({ address, status, body }) => [address, Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } }))]))
}
