import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import {
  FIRST_ANSWERS_ELEMENT_ID,
  RENDERED_AT_ATTRIBUTE,
  TAKE_OVER_AT_ATTRIBUTE,
  VISITOR_TIME_ZONE_ATTRIBUTE,
  type FirstAnswer,
  type PageRenderer,
} from '@acolhe/shared/page-rendering'
import type { QueryClient } from '@tanstack/react-query'
import { fillPageTemplate } from './app/fill-page-template'
import { readFirstScreen } from './app/first-render-reads'
import { loadMatchedRoutes } from './app/load-matched-routes'
import { renderToHtml } from './app/render-to-html'
import { routes } from './app/router'
import { currentProfessionalQueryOptions } from './features/professional-auth/api/get-me'
import { mySeriesQueryOptions } from './features/series/api/list-my-series'
import { takeOverAt } from './features/sessions/lib/take-over-at'
import type { Viewer } from './features/sessions/lib/viewer'
import { myWaitlistQueryOptions } from './features/waitlist/api/list-my-waitlist'
import { answeredRequests, firstRequestsOf } from './first-requests'
import { currentPatientQueryOptions, loggedInPatientQueryOptions } from './lib/patient-api/get-me'
import { createQueryClient } from './lib/query-client'
import { firstSessionsPage, mySessionsPageQueryOptions } from './lib/session-api/list-my-sessions'

// The pages the API server renders per request, built into dist-server/entry-server.js and loaded by
// apps/api/src/plugins/rendered-pages.ts. Booking step 2 is a professional's own booking link (decision
// 116); the homes are where a logged-in patient or professional lands (decision 128). Rendered with their
// data, they paint complete and download no app code until the person shows intent, like the prerendered
// pages (decision 052), or until what they show changes by the clock (features/sessions/lib/take-over-at.ts).

const ORIGIN = 'http://acolhe.local'
const STEP_TWO = '/agendamento'
const HOMES: Record<string, Viewer> = { '/home': 'patient', '/profissional/home': 'professional' }

export const firstReadsOf: PageRenderer['firstReadsOf'] = (url) => {
  const { pathname, search } = new URL(url, ORIGIN)
  if (pathname === STEP_TWO) return firstRequestsOf(pathname, search)
  // A home's tab or page in the address is the app's: its list is not among the first reads.
  return pathname in HOMES && search === '' ? firstRequestsOf(pathname, search) : []
}

// A home shows one person's consultations with times relative to the instant it was rendered at.
export const reusable: PageRenderer['reusable'] = (url) => new URL(url, ORIGIN).pathname === STEP_TWO

/** The answers as JSON a script element can hold: a `<` in a text (a biography's "</script>") cannot end it. */
const embeddable = (answers: FirstAnswer[]) => JSON.stringify(answers).replace(/</g, '\\u003c')

/**
 * Whether the home's shell would show the home to this person rather than send them on: an incomplete
 * patient finishes the sign-up, a professional not (or no longer) authorized sees the authorization page
 * (app/routes/patient/patient-shell.tsx, app/routes/professional/professional-shell.tsx).
 */
function showsHome(viewer: Viewer, client: QueryClient): boolean {
  if (viewer === 'patient') return client.getQueryData(currentPatientQueryOptions().queryKey)?.is_complete === true
  return client.getQueryData(currentProfessionalQueryOptions().queryKey)?.authorized === true
}

/** The root's attributes of a home: the instant it was rendered at and the one the app takes it over at, at the latest. */
function homeAttributes(viewer: Viewer, client: QueryClient, now: Date): string {
  const sessions = client.getQueryData(mySessionsPageQueryOptions(firstSessionsPage).queryKey)?.data ?? []
  const waitlist = viewer === 'patient' ? (client.getQueryData(myWaitlistQueryOptions().queryKey)?.entries ?? []) : []
  const heldUntil = waitlist.flatMap((entry) => (entry.offer ? [entry.offer.expires_at] : []))
  const seriesListed = (client.getQueryData(mySeriesQueryOptions().queryKey)?.data.length ?? 0) > 0
  const at = takeOverAt({ viewer, sessions, seriesListed, heldUntil, now })
  return ` ${RENDERED_AT_ATTRIBUTE}="${now.toISOString()}" ${TAKE_OVER_AT_ATTRIBUTE}="${at.toISOString()}"`
}

async function render(url: string, answers: FirstAnswer[], template: string, nowIso: string): Promise<string | null> {
  const page = new URL(url, ORIGIN)
  const now = new Date(nowIso)
  // The route modules' first reads take their answers where the browser's do (lib/first-responses.ts):
  // one code path fills the cache on both sides, so the page the browser takes over matches this one.
  globalThis.acolheFirstRequests = answeredRequests(answers)
  try {
    const modules = await loadMatchedRoutes(routes, page.pathname)
    const queryClient = createQueryClient()
    await readFirstScreen(queryClient, modules, page.search)
    const queries = queryClient.getQueryCache().getAll()
    // A read refused or failed (a professional not found or not bookable, nobody logged in, another kind of
    // person) is the app's to explain or redirect.
    if (queries.length === 0 || queries.some((query) => query.state.status !== 'success')) return null
    const viewer = HOMES[page.pathname]
    if (viewer !== undefined) {
      if (!showsHome(viewer, queryClient)) return null
      const body = await renderToHtml(page, queryClient, null, now)
      return fillPageTemplate(template, body, {
        rootAttributes: homeAttributes(viewer, queryClient, now),
        afterRoot: `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${embeddable(answers)}</script>`,
      })
    }
    const visitor = queryClient.getQueryData(loggedInPatientQueryOptions().queryKey) === null
    const body = await renderToHtml(page, queryClient, BRASILIA_TIME_ZONE)
    return fillPageTemplate(template, body, {
      rootAttributes: visitor ? ` ${VISITOR_TIME_ZONE_ATTRIBUTE}="${BRASILIA_TIME_ZONE}"` : '',
      afterRoot: `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${embeddable(answers)}</script>`,
    })
  } finally {
    globalThis.acolheFirstRequests = undefined
  }
}

// One render at a time: the first reads are handed over through a global (as in the browser), so two
// renders must not overlap. A render is a few milliseconds of CPU, which one process spends one at a time anyway.
let previous: Promise<unknown> = Promise.resolve()
export const renderPage: PageRenderer['renderPage'] = (url, answers, template, now) => {
  const run = previous.then(() => render(url, answers, template, now))
  previous = run.catch(() => undefined)
  return run
}
