import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { FirstAnswer } from '@acolhe/shared/page-rendering'

// Pages rendered per request (decision 116), kept by what they were rendered from: the address, the
// answers of their first reads and the day. A professional's booking link opened by visitor after visitor
// gets the same three answers until a booking or a calendar change alters them, and rendering the page
// again (~30–60 ms of CPU: React and the calendar) would give the same bytes. Only exact inputs are
// reused, so nothing is ever sent stale; the least recently used page goes past the bounds.

export type RenderedPage = { html: string; gzipped: () => Buffer }

/** A page with its gzip made once, when first asked for. */
export function freshPage(html: string): RenderedPage {
  let gzipped: Buffer | undefined
  return { html, gzipped: () => (gzipped ??= gzipSync(html)) }
}

export type RenderedPageCache = {
  /** The page for these inputs: from the cache, else `render`'s, kept (a null, no page, is not kept). */
  pageFor(url: string, answers: FirstAnswer[], render: () => Promise<string | null>): Promise<RenderedPage | null>
}

/** `now`: the server's clock (the render shows the year, and a calendar with no open day shows the current month). */
export function renderedPageCache(capacity = 64, maxChars = 16 * 1024 * 1024, now: () => Date = () => new Date()): RenderedPageCache {
  const pages = new Map<string, RenderedPage>()
  let chars = 0
  const keep = (key: string, page: RenderedPage) => {
    pages.set(key, page)
    chars += page.html.length
    while (pages.size > capacity || (chars > maxChars && pages.size > 1)) {
      const oldest = pages.keys().next()
      if (oldest.done) break
      chars -= pages.get(oldest.value)?.html.length ?? 0
      pages.delete(oldest.value)
    }
  }
  return {
    async pageFor(url, answers, render) {
      const key = createHash('sha256').update(JSON.stringify([url, now().toISOString().slice(0, 10), answers])).digest('base64url')
      const cached = pages.get(key)
      if (cached) {
        // Map order is insertion order: re-inserting marks it as the most recently used.
        pages.delete(key)
        pages.set(key, cached)
        return cached
      }
      const html = await render()
      if (html === null) return null
      const page = freshPage(html)
      keep(key, page)
      return page
    },
  }
}
