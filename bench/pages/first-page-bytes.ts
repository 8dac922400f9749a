import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumPath } from '../lib/paths'
import { BENCH_PASSWORD, LOGIN_PATHS } from '../lib/http-login'
import type { MeasuredPage } from './page-list'

/**
 * The address of booking step 2 with a professional chosen: the wizard keeps its state in the address
 * (`d`), so step 1 is walked once (a type card, the first professional, 'Próximo') and the address read.
 */
export async function stepTwoAddress(baseUrl: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--headless=new'] })
  try {
    const tab = await browser.newPage()
    await tab.goto(`${baseUrl}/agendamento`, { waitUntil: 'networkidle' })
    await tab.getByRole('button', { name: /^Psicólogo/ }).click()
    await tab.getByTestId('professional-option').first().click()
    await tab.getByRole('button', { name: 'Próximo' }).click()
    await tab.getByRole('group', { name: 'Horários disponíveis' }).or(tab.getByRole('button', { name: /, disponível$/ }).first()).first().waitFor()
    const url = new URL(tab.url())
    return `${url.pathname}${url.search}`
  } finally {
    await browser.close()
  }
}

// Opens each page in Chromium (mobile width, empty cache) and lists the JS and CSS files the page
// really requested, lazy route chunks included; sizes are read from the build on disk.

export type FileSizes = { raw: number; gzip: number; brotli: number }
/** Each JS file the page requested, in request order, with its gzip -9 size. */
export type ChunkBytes = { path: string; gzip: number }
/**
 * `firstReadMs`: when the page's first API request left, from the start of navigation (null: none);
 * `lastAnswerMs`: when its last API answer had arrived. Timings on this machine's CPU, no slowdown.
 */
export type PageBytes = {
  page: MeasuredPage
  js: FileSizes & { files: number }
  css: FileSizes & { files: number }
  transferred: number
  chunks: ChunkBytes[]
  firstReadMs: number | null
  lastAnswerMs: number | null
}

const sizeCache = new Map<string, FileSizes>()

function sizesOf(distDir: string, urlPath: string): FileSizes {
  const key = join(distDir, urlPath)
  const cached = sizeCache.get(key)
  if (cached) return cached
  const content = readFileSync(join(distDir, urlPath))
  const sizes = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content).length }
  sizeCache.set(key, sizes)
  return sizes
}

function add(total: FileSizes & { files: number }, sizes: FileSizes) {
  total.raw += sizes.raw
  total.gzip += sizes.gzip
  total.brotli += sizes.brotli
  total.files += 1
}

/** `addressOf` gives each page's address (booking step 2's is found at run time). */
export async function measureFirstPages(baseUrl: string, distDir: string, pages: MeasuredPage[], addressOf: (page: MeasuredPage) => string): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--headless=new'] })
  const results: PageBytes[] = []
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })
      if (page.logIn) {
        const response = await context.request.post(`${baseUrl}${LOGIN_PATHS[page.logIn.kind]}`, { data: { email: page.logIn.email, password: BENCH_PASSWORD } })
        if (response.status() !== 200) throw new Error(`login of ${page.logIn.email} answered ${response.status()}`)
      }
      const tab = await context.newPage()
      // In request order (a Set keeps the first), so the per-chunk table reads in the order the page asked.
      const assets = new Set<string>()
      let transferred = 0
      // Read before the context closes (each read also ignores a rejection, below).
      const sizeReads: Promise<unknown>[] = []
      const navigationStarted = performance.now()
      let firstReadMs: number | null = null
      let lastAnswerMs: number | null = null
      tab.on('request', (request) => {
        const url = new URL(request.url())
        if (url.origin === baseUrl && url.pathname.startsWith('/api/')) firstReadMs ??= performance.now() - navigationStarted
        if (url.origin === baseUrl && (request.resourceType() === 'script' || request.resourceType() === 'stylesheet')) assets.add(url.pathname)
      })
      const finished = new Set<string>()
      tab.on('requestfinished', (request) => {
        const url = new URL(request.url())
        if (url.origin !== baseUrl) return
        finished.add(url.pathname)
        if (url.pathname.startsWith('/api/')) lastAnswerMs = performance.now() - navigationStarted
        // A request that finishes after the load (a poll) may still be read when the context closes: its
        // size is then left out rather than ending the run.
        sizeReads.push(request.sizes().then((s) => (transferred += s.responseBodySize + s.responseHeadersSize)).catch(() => undefined))
      })
      await tab.goto(`${baseUrl}${addressOf(page)}`, { waitUntil: 'networkidle' })
      await Promise.allSettled(sizeReads)
      const js = { raw: 0, gzip: 0, brotli: 0, files: 0 }
      const css = { raw: 0, gzip: 0, brotli: 0, files: 0 }
      const chunks: ChunkBytes[] = []
      for (const asset of assets) {
        if (!finished.has(asset)) continue
        const sizes = sizesOf(distDir, asset)
        add(asset.endsWith('.css') ? css : js, sizes)
        if (!asset.endsWith('.css')) chunks.push({ path: asset, gzip: sizes.gzip })
      }
      results.push({ page, js, css, transferred, chunks, firstReadMs, lastAnswerMs })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
