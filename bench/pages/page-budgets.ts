import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scratchPglite } from '../lib/databases'
import { webDir } from '../lib/paths'
import { heading, kib, ms, table } from '../lib/report'
import { startServer } from '../lib/server-process'
import { measureFirstPages, stepTwoAddress, type PageBytes } from './first-page-bytes'
import { runLighthouse, type LighthouseScores } from './lighthouse-run'
import { EVERY_PAGE, MEASURED_PAGES, type MeasuredPage } from './page-list'
import { logIn } from '../lib/http-login'

// `npm run bench` part 3: builds the web app into a temp folder, serves it with the production server
// (demo data), prints the JS and CSS of every measured page (page-list.ts: arrivals, logins, sign-up,
// booking step 2, the logged-in homes), Lighthouse's mobile scores of each (median of --runs), and every
// page-speed target (decision 045) beside its figure. Flag: --runs=N Lighthouse runs per page (median; default 3).

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? '3')

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const mark = (met: boolean) => (met ? 'yes' : 'NO')

function printTargets(pages: PageBytes[], scores: Map<MeasuredPage, LighthouseScores>) {
  heading('Page budgets: page-speed targets (decision 045) beside this run')
  table(
    ['area', 'performance', 'target', 'JS gzip', 'target', 'TBT', 'target', 'a11y', 'best pr.', 'CLS', 'all met'],
    pages.map(({ page, js }) => {
      const s = scores.get(page)
      const { target } = page
      const met = !!s &&
        s.performance >= target.performance &&
        js.gzip / 1024 <= target.jsGzipKiB &&
        s.tbtMs < target.tbtMs &&
        s.accessibility >= EVERY_PAGE.accessibility &&
        s.bestPractices >= EVERY_PAGE.bestPractices &&
        s.cls < EVERY_PAGE.cls
      return [
        page.area,
        s?.performance ?? '—',
        `≥ ${target.performance}`,
        kib(js.gzip),
        `≤ ${target.jsGzipKiB} KiB`,
        s ? ms(s.tbtMs) : '—',
        `< ${target.tbtMs} ms`,
        s?.accessibility ?? '—',
        s?.bestPractices ?? '—',
        s ? s.cls.toFixed(3) : '—',
        mark(met),
      ]
    }),
  )
  console.info(`every page: accessibility ${EVERY_PAGE.accessibility}, best practices ≥ ${EVERY_PAGE.bestPractices}, CLS < ${EVERY_PAGE.cls}`)
  console.info("Lighthouse's figures are its simulated (Lantern) ones: slow 4G and a 4× slower CPU applied to this machine's trace")
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
      const stepTwo = await stepTwoAddress(server.baseUrl)
      const addressOf = (page: MeasuredPage) => (page.stepTwo ? stepTwo : page.path)
      console.info(`booking step 2 measured at ${stepTwo}`)
      const pages = await measureFirstPages(server.baseUrl, distDir, MEASURED_PAGES, addressOf)
      heading('Page budgets: JS and CSS of each page (cold cache)')
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

      heading(`Lighthouse (mobile preset, median of ${runs} runs)`)
      const scores = new Map<MeasuredPage, LighthouseScores>()
      for (const page of MEASURED_PAGES) {
        // A fresh session per page: Lighthouse clears the browser's storage, not the header it is given.
        const cookie = page.logIn ? await logIn(server.baseUrl, page.logIn.kind, page.logIn.email) : undefined
        const attempts: LighthouseScores[] = []
        for (let i = 0; i < runs; i++) attempts.push(await runLighthouse(`${server.baseUrl}${addressOf(page)}`, cookie))
        const middle = attempts.find((a) => a.performance === median(attempts.map((x) => x.performance))) ?? attempts[0]
        if (middle) scores.set(page, middle)
        console.info(`  ${page.area}: performance ${attempts.map((a) => a.performance).join(', ')}`)
      }
      table(
        ['area', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'],
        [...scores].map(([page, s]) => [page.area, s.performance, s.accessibility, s.bestPractices, ms(s.fcpMs), ms(s.lcpMs), ms(s.tbtMs), s.cls.toFixed(3), ms(s.speedIndexMs)]),
      )
      for (const [page, s] of scores) if (s.opportunities.length > 0) console.info(`${page.area} opportunities: ${s.opportunities.join('; ')}`)
      printTargets(pages, scores)
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(distDir, { recursive: true, force: true })
    await scratch.drop()
  }
}

await main()
