import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'
import { FIRST_ANSWERS_ELEMENT_ID, VISITOR_TIME_ZONE_ATTRIBUTE, type FirstAnswer, type PageRenderer } from '@acolhe/shared/page-rendering'
import { fillPageTemplate } from './app/fill-page-template'
import { readFirstScreen } from './app/first-render-reads'
import { loadMatchedRoutes } from './app/load-matched-routes'
import { renderToHtml } from './app/render-to-html'
import { routes } from './app/router'
import { answeredRequests, firstRequestsOf } from './first-requests'
import { loggedInPatientQueryOptions } from './lib/patient-api/get-me'
import { createQueryClient } from './lib/query-client'

// The pages the API server renders per request (decision 116), built into dist-server/entry-server.js
// and loaded by apps/api/src/plugins/rendered-pages.ts. Booking step 2 is a professional's own booking
// link: rendered with its hours, it paints complete and downloads no app code until the visitor shows
// intent, like the prerendered pages (decision 052).

const ORIGIN = 'http://acolhe.local'
const RENDERED_PER_REQUEST = new Set(['/agendamento'])

export const firstReadsOf: PageRenderer['firstReadsOf'] = (url) => {
  const { pathname, search } = new URL(url, ORIGIN)
  return RENDERED_PER_REQUEST.has(pathname) ? firstRequestsOf(pathname, search) : []
}

/** The answers as JSON a script element can hold: a `<` in a text (a biography's "</script>") cannot end it. */
const embeddable = (answers: FirstAnswer[]) => JSON.stringify(answers).replace(/</g, '\\u003c')

async function render(url: string, answers: FirstAnswer[], template: string): Promise<string | null> {
  const page = new URL(url, ORIGIN)
  // The route modules' first reads take their answers where the browser's do (lib/first-responses.ts):
  // one code path fills the cache on both sides, so the page the browser takes over matches this one.
  globalThis.acolheFirstRequests = answeredRequests(answers)
  try {
    const modules = await loadMatchedRoutes(routes, page.pathname)
    const queryClient = createQueryClient()
    await readFirstScreen(queryClient, modules, page.search)
    const queries = queryClient.getQueryCache().getAll()
    // A read refused or failed (a professional not found or not bookable) is the app's to explain.
    if (queries.length === 0 || queries.some((query) => query.state.status !== 'success')) return null
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
export const renderPage: PageRenderer['renderPage'] = (url, answers, template) => {
  const run = previous.then(() => render(url, answers, template))
  previous = run.catch(() => undefined)
  return run
}
