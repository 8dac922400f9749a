// "Is this 401/403 the caller's?": the one rule (docs/product/accounts-and-access.md "Login sessions and cookies").
//
// A refusal for want of a valid session (401, or 403) belongs to the app by default: the session ended, so
// the app-wide handler (lib/auth-failure.ts) forgets the person and opens the login page of their area.
// It belongs to the caller instead, who shows it in place, when
//   - the call says so: `authFailure: 'caller'` on apiRequest (a login form's wrong password, "is anyone
//     logged in?" asked by the public pages, a waitlist offer opened while logged out); uploads and
//     downloads always do (uploadForm, downloadFile: their screens show the refusal);
//   - or the page says so: the login pages, and the sign-up pages, which decide themselves where a visitor
//     without a session goes (back to /cadastro).
// A caller that owns one tells it from other errors with isAuthError (lib/is-auth-error.ts).

/** Whose a 401/403 is: 'app' (an ended session: the app-wide rule) or 'caller' (the call's own answer). */
export type AuthFailureOwner = 'app' | 'caller'

/** A refusal for want of a valid session. */
export function isAuthFailureStatus(status: number): status is 401 | 403 {
  return status === 401 || status === 403
}

/** True when an answer with this status is an auth failure the call left to the app. */
export function isAppsAuthFailure(status: number, owner: AuthFailureOwner): status is 401 | 403 {
  return isAuthFailureStatus(status) && owner === 'app'
}

const LOGIN_PAGES = new Set(['/login', '/profissional/login', '/admin/login'])
const SELF_GUARDED_PAGES = new Set(['/cadastro', '/cadastro/info-complemento'])

/** True on the pages that handle an auth failure themselves (the app-wide rule leaves the person there). */
export function pageOwnsAuthFailure(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  return LOGIN_PAGES.has(path) || SELF_GUARDED_PAGES.has(path)
}
