// The contract between the API server and the web build's server bundle (apps/web/src/entry-server.tsx,
// built to apps/web/dist-server/entry-server.js): the pages the server renders per request (decision 116).

/** One of a page's first reads, as the API answered it. */
export type FirstAnswer = { address: string; status: number; body: string }

export type PageRenderer = {
  /** The API addresses a page at `url` (path and query) reads first; none when the page is not rendered per request. */
  firstReadsOf(url: string): string[]
  /**
   * The page's whole HTML: `template` (the build's page for that path) with the screen rendered from
   * `answers` and the answers embedded for the app to take over from. Null when the page cannot be
   * rendered from them (a read refused or failed): the server then sends the app shell.
   */
  renderPage(url: string, answers: FirstAnswer[], template: string): Promise<string | null>
}

/** The id of the script element that carries a rendered page's answers (JSON, never run). */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers'

/** The attribute of the root element naming the zone a visitor's hours were rendered in. */
export const VISITOR_TIME_ZONE_ATTRIBUTE = 'data-visitor-time-zone'
