import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scratchPglite } from '../lib/databases'
import { webDir } from '../lib/paths'
import { heading, kib, ms, table } from '../lib/report'
import { startServer } from '../lib/server-process'
import { measureFirstPages } from './first-page-bytes'
import { runLighthouse, type LighthouseScores } from './lighthouse-run'
import { LIGHTHOUSE_PAGES, MEASURED_PAGES } from './page-list'

// `npm run bench` part 3: builds the web app into a temp folder, serves it with the
// production server (demo data), prints the JS and CSS of each area's first page and the Lighthouse
// mobile scores of the landing page and booking step 1. Flag: --runs=N Lighthouse runs per page (median).

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? '3')

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function main() {
  heading('Page budgets: production build')
  const distDir = mkdtempSync(join(tmpdir(), 'acolhe-bench-web-'))
  const scratch = scratchPglite('pages')
  try {
    const started = performance.now()
    execFileSync(join(webDir, '../../node_modules/.bin/vite'), ['build', '--outDir', distDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' })
    console.info(`built in ${((performance.now() - started) / 1000).toFixed(1)} s into ${distDir}`)

    const server = await startServer({ dataDir: scratch.dataDir, seedDemo: true, webDistDir: distDir })
    try {
      const pages = await measureFirstPages(server.baseUrl, distDir, MEASURED_PAGES)
      heading('Page budgets: JS and CSS of the first page of each area (cold cache)')
      table(
        ['area', 'path', 'JS files', 'JS raw', 'JS gzip', 'JS brotli', 'CSS gzip', 'total gzip', 'transferred'],
        pages.map(({ page, js, css, transferred }) => [
          page.area,
          page.path,
          js.files,
          kib(js.raw),
          kib(js.gzip),
          kib(js.brotli),
          kib(css.gzip),
          kib(js.gzip + css.gzip),
          kib(transferred),
        ]),
      )
      console.info('gzip -9 and brotli of the files the browser requested (lazy chunks included); "transferred" is what the server actually sent')

      heading(`Lighthouse ${'(mobile preset, median of ' + runs + ' runs)'}`)
      const scores: LighthouseScores[] = []
      for (const path of LIGHTHOUSE_PAGES) {
        const attempts: LighthouseScores[] = []
        for (let i = 0; i < runs; i++) attempts.push(await runLighthouse(`${server.baseUrl}${path}`))
        const middle = attempts.find((a) => a.performance === median(attempts.map((x) => x.performance))) ?? attempts[0]
        if (middle) scores.push({ ...middle, url: path })
        console.info(`  ${path}: performance ${attempts.map((a) => a.performance).join(', ')}`)
      }
      table(
        ['page', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'],
        scores.map((s) => [s.url, s.performance, s.accessibility, s.bestPractices, ms(s.fcpMs), ms(s.lcpMs), ms(s.tbtMs), s.cls.toFixed(3), ms(s.speedIndexMs)]),
      )
      for (const s of scores) if (s.opportunities.length > 0) console.info(`${s.url} opportunities: ${s.opportunities.join('; ')}`)
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(distDir, { recursive: true, force: true })
    await scratch.drop()
  }
}

await main()
