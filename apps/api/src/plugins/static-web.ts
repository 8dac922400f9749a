import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { z } from 'zod'
import { apiErrorTexts as t } from '@acolhe/shared/texts/api-errors'
import { acceptsGzip } from '../lib/send-serialized-json'
import { renderedPagesOf } from './rendered-pages'

/**
 * One of the build's maps of paths to their HTML files: `prerendered.json` (the prerendered pages),
 * `prerendered-google.json` (the login pages' variants with the Google button), `app-shells.json` (the
 * first screens' copies of the app shell); none when the build wrote no map.
 */
function pageFiles(distDir: string, mapFile: string): Record<string, string> {
  const file = join(distDir, mapFile)
  if (!existsSync(file)) return {}
  let content: unknown
  try {
    content = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return {}
  }
  // File names only: the map cannot point outside the build folder.
  const parsed = z.record(z.string().startsWith('/'), z.string().regex(/^[\w-]+\.html$/)).safeParse(content)
  return parsed.success ? parsed.data : {}
}

/**
 * Serves the built single-page app; every non-API path answers index.html so the
 * client router owns it, except the prerendered pages, which answer their own HTML.
 * Hashed assets are cached for a year, HTML never.
 * The build writes .br and .gz beside each text file (apps/web/vite-plugins/precompress.ts); `preCompressed`
 * sends the best one the browser accepts, so nothing is compressed per request.
 */
export type StaticWebOptions = {
  distDir: string
  /** Google sign-in is configured: the login pages are sent in their variant with the Google button. */
  googleSignIn?: boolean
  /** Where a prerendered page sends someone already logged in instead of showing it (plugins/signed-in-home.ts). */
  signedInHome?: (request: FastifyRequest, reply: FastifyReply) => Promise<string | null>
  /** The server's clock: the pages rendered per request count their relative times from it. */
  now?: () => Date
}

export default fp(async function staticWeb(app: FastifyInstance, options: StaticWebOptions) {
  const indexFile = join(options.distDir, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web build not found: only the API is served')
    return
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      if (path.includes(`${join(options.distDir, 'assets')}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable')
      }
    },
  })
  // The first screens that start the app at once have a copy of the app shell that also lists their
  // route's files (app-shells.json, decision 063), so the browser fetches them with the app.
  const shells = pageFiles(options.distDir, 'app-shells.json')
  const sendShell = (reply: FastifyReply, file = 'index.html') => reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false })
  // Pages the build prerendered (apps/web/vite-plugins/prerender.ts) are sent for their exact path; an address
  // with a query (the wizard's `d` state) gets the app shell, which renders that state.
  // A login page opened by someone already logged in sends them to their home instead.
  const withGoogle = options.googleSignIn ? pageFiles(options.distDir, 'prerendered-google.json') : {}
  const prerendered = pageFiles(options.distDir, 'prerendered.json')
  // A few pages are rendered per request, from their first reads: booking step 2 (decision 116, an address
  // with a query) and the homes (decision 128); personal when someone is logged in, so never stored by a
  // browser or a proxy. One that cannot be rendered gets the app shell.
  const renderedPages = renderedPagesOf(options.distDir, options.now)
  const sendRendered = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const page = await renderedPages.render(request).catch((error: unknown) => {
      request.log.error({ err: error }, 'page render failed: the app shell is sent instead')
      return null
    })
    if (page === null) return sendShell(reply, shells[path])
    reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('text/html; charset=utf-8')
    // Its answers (eight weeks of open hours) are most of it, and compress to a few KB.
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(page.html)
    return reply.header('content-encoding', 'gzip').send(page.gzipped())
  }
  for (const [path, plain] of Object.entries(prerendered)) {
    const file = withGoogle[path] ?? plain
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      if (request.url.includes('?')) return sendRendered(request, reply, path)
      const home = options.signedInHome ? await options.signedInHome(request, reply) : null
      if (home) return reply.header('cache-control', 'no-store').redirect(home, 302)
      return reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false })
    })
  }
  for (const [path, file] of Object.entries(shells)) {
    // A home without a query is rendered for the person whose cookie comes with it, when it can be.
    if (!(path in prerendered)) app.get(path, { schema: { hide: true } }, (request, reply) => (request.url.includes('?') ? sendShell(reply, file) : sendRendered(request, reply, path)))
  }
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: t.routeNotFound, code: 'NOT_FOUND' })
    }
    // cacheControl: false keeps send's own 'public, max-age=0' from replacing no-cache.
    return sendShell(reply)
  })
})
