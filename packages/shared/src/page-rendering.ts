// The contract between the API server and the web build's server bundle (apps/web/src/entry-server.tsx,
// built to apps/web/dist-server/entry-server.js): the pages the server renders per request (decisions 116, 128).

/** One of a page's first reads, as the API answered it. */
export type FirstAnswer = { address: string; status: number; body: string }

export type PageRenderer = {
  /** The API addresses a page at `url` (path and query) reads first; none when the page is not rendered per request. */
  firstReadsOf(url: string): string[]
  /**
   * Whether the page at `url` is the same for everyone its answers are the same for, and all day long,
   * so the server may keep it (booking step 2). Not a home: it shows times relative to the instant it
   * was rendered at, and it is one person's (decision 128).
   */
  reusable(url: string): boolean
  /**
   * The page's whole HTML: `template` (the build's page for that path) with the screen rendered from
   * `answers` at the server's instant `now` (ISO) and the answers embedded for the app to take over from.
   * Null when the page cannot be rendered from them (a read refused or failed, or the person would be sent
   * elsewhere): the server then sends the app shell.
   */
  renderPage(url: string, answers: FirstAnswer[], template: string, now: string): Promise<string | null>
}

/** The id of the script element that carries a rendered page's answers (JSON, never run). */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers'

/**
 * The attribute of the root element giving the instant (ISO) the page was rendered at: the app's first
 * render in the browser reads the clock as that instant, so relative times ('em 3 horas') match the HTML.
 */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at'

/**
 * The attribute of the root element giving the instant (ISO) at which what the page shows changes by the
 * clock alone or becomes live (a room opening, a relative time ticking): the entry starts the app then,
 * if the person has not shown intent before (decision 128).
 */
export const TAKE_OVER_AT_ATTRIBUTE = 'data-take-over-at'

/** The attribute of the root element naming the zone a visitor's hours were rendered in. */
export const VISITOR_TIME_ZONE_ATTRIBUTE = 'data-visitor-time-zone'
