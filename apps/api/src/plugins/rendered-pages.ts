import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyRequest } from 'fastify'
import type { FirstAnswer, PageRenderer } from '@acolhe/shared/page-rendering'
import { z } from 'zod'
import { freshPage, renderedPageCache, type RenderedPage } from './rendered-page-cache'

// The pages rendered per request (decisions 116, 128): the web build writes each one's template (listed in
// rendered-pages.json) and a server bundle (dist-server/entry-server.js) that renders it from the page's
// first reads. The reads are answered by this server itself, through the same routes, hooks and session
// checks as the browser's, so the page shows exactly what the browser would have been answered.

/** The request headers a first read is answered with: who is asking (the session cookie), in what language, from where. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'x-request-id'] as const

/** A bundle built before decision 128 renders booking step 2 only, and says nothing of keeping it: it may be kept. */
type LoadedRenderer = Omit<PageRenderer, 'reusable'> & Partial<Pick<PageRenderer, 'reusable'>>

function isPageRenderer(value: unknown): value is LoadedRenderer {
  if (typeof value !== 'object' || value === null) return false
  if ('reusable' in value && typeof value.reusable !== 'function') return false
  return 'firstReadsOf' in value && typeof value.firstReadsOf === 'function' && 'renderPage' in value && typeof value.renderPage === 'function'
}

export type RenderedPages = {
  /** The page at the request's address, or null when it is not rendered per request or cannot be (the app shell then). */
  render(request: FastifyRequest): Promise<RenderedPage | null>
}

/**
 * The rendered pages of the web build in `distDir`; none when the build has no server bundle (an older
 * build). `now`: the server's clock, which the pages' relative times and take-over instants count from.
 */
export function renderedPagesOf(distDir: string, now: () => Date = () => new Date()): RenderedPages {
  const bundle = resolve(distDir, '..', 'dist-server', 'entry-server.js')
  const mapFile = join(distDir, 'rendered-pages.json')
  if (!existsSync(bundle) || !existsSync(mapFile)) return { render: () => Promise.resolve(null) }
  const parsed = z.record(z.string().startsWith('/'), z.string().regex(/^[\w-]+\.html$/)).safeParse(JSON.parse(readFileSync(mapFile, 'utf8')))
  const templates = new Map(Object.entries(parsed.success ? parsed.data : {}).map(([path, file]) => [path, readFileSync(join(distDir, file), 'utf8')]))
  // Loaded on the first such page, not at start-up: a restart stays as quick as before (~4 MB to parse).
  let renderer: Promise<LoadedRenderer> | null = null
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(bundle).href).then((module: unknown) => {
      if (!isPageRenderer(module)) throw new Error(`${bundle} exports no page renderer`)
      return module
    }))

  const cache = renderedPageCache()

  async function render(request: FastifyRequest): Promise<RenderedPage | null> {
    const template = templates.get(request.routeOptions.url ?? '')
    if (!template) return null
    const pages = await loadRenderer()
    const addresses = pages.firstReadsOf(request.url)
    if (addresses.length === 0) return null
    const headers: Record<string, string> = { accept: 'application/json' }
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const answers: FirstAnswer[] = await Promise.all(
      addresses.map(async (address) => {
        const answer = await request.server.inject({ method: 'GET', url: address, headers, remoteAddress: request.ip })
        return { address, status: answer.statusCode, body: answer.body }
      }),
    )
    const renderNow = () => pages.renderPage(request.url, answers, template, now().toISOString())
    // A home is one person's and counts its times from the instant it is rendered at: never kept, so no
    // page can reach anyone but the person whose cookie read it (decision 128).
    if (pages.reusable?.(request.url) === false) {
      const html = await renderNow()
      return html === null ? null : freshPage(html)
    }
    return cache.pageFor(request.url, answers, renderNow)
  }
  return { render }
}
