import { scratchPglite } from '../lib/databases'
import { heading, kib, ms, table } from '../lib/report'
import { startServer, type RunningServer } from '../lib/server-process'
import { logIn } from '../lib/http-login'
import { measureFirstPages, stepTwoAddress, type PageBytes } from './first-page-bytes'
import { profilePage, type JsProfile } from './js-profile'
import { runLighthouse, type LighthouseScores } from './lighthouse-run'
import { EVERY_PAGE, MEASURED_PAGES, type MeasuredPage } from './page-list'
import { buildAt, buildHere, commitOf, dropBuild, webSourcesChanged, type WebBuild } from './web-builds'

// `npm run bench` part 3: builds this checkout's web app ("after") and another commit's ("before", `main`
// by default) into temp folders, serves each with the production server (demo data), and prints, before
// beside after: the JS and CSS of every measured page (page-list.ts: arrivals, logins, sign-up, booking
// step 2, the logged-in homes), the JS files of the pages the app renders (step 2 and the homes), where
// their main-thread time goes by library (js-profile.ts), and Lighthouse's mobile scores of every page
// (median of --runs, before and after alternated run by run, each with Lighthouse's benchmarkIndex:
// the arrival pages, unchanged by most work, are the control of the run). Last, every page-speed target
// (decisions 045, 110) beside the "after" figure.
// Flags: --runs=N Lighthouse runs per page and build (default 3); --before=<commit> (default main);
// --no-before (this checkout only); --no-profile.

const argument = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const runs = Number(argument('runs') ?? '3')
const beforeRef = process.argv.includes('--no-before') ? null : (argument('before') ?? 'main')
const withProfile = !process.argv.includes('--no-profile')

/** The pages the app renders in the browser (the others are prerendered, 2.5 KiB until a visitor acts). */
const RENDERED = MEASURED_PAGES.filter((page) => page.stepTwo || page.logIn)

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const mark = (met: boolean) => (met ? 'yes' : 'NO')

function printTargets(pages: PageBytes[], scores: Map<MeasuredPage, LighthouseScores>) {
  heading('Page budgets: page-speed targets (decisions 045, 110) beside this run ("after")')
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

type Served = { build: WebBuild; server: RunningServer; stepTwo: string; drop: () => Promise<void> }

async function serve(build: WebBuild): Promise<Served> {
  const scratch = scratchPglite(`pages-${build.label}`)
  const server = await startServer({ dataDir: scratch.dataDir, seedDemo: true, webDistDir: build.distDir })
  try {
    const stepTwo = await stepTwoAddress(server.baseUrl)
    return { build, server, stepTwo, drop: async () => (await server.stop(), await scratch.drop()) }
  } catch (error) {
    await server.stop()
    await scratch.drop()
    throw error
  }
}

const addressIn = (served: Served, page: MeasuredPage) => (page.stepTwo ? served.stepTwo : page.path)
/** A chunk's name without its content hash: the same code in both builds reads as one row. */
const chunkName = (path: string) => path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js')
const pct = (part: number, whole: number) => `${Math.round((100 * part) / whole)} %`

function printBytes(all: Served[], bytes: Map<Served, PageBytes[]>) {
  const after = all[all.length - 1]!
  const before = all.length > 1 ? all[0] : undefined
  const afterPages = bytes.get(after) ?? []
  const beforeOf = (page: MeasuredPage) => (before ? bytes.get(before)?.find((b) => b.page === page) : undefined)
  heading('Page budgets: JS and CSS of each page (cold cache)')
  table(
    ['area', 'path', 'JS files', 'JS gzip before', 'JS gzip after', 'JS raw', 'JS brotli', 'CSS gzip', 'total gzip', 'transferred'],
    afterPages.map(({ page, js, css, transferred }) => {
      const earlier = beforeOf(page)
      return [page.area, page.path, js.files, earlier ? kib(earlier.js.gzip) : '—', kib(js.gzip), kib(js.raw), kib(js.brotli), kib(css.gzip), kib(js.gzip + css.gzip), kib(transferred)]
    }),
  )
  console.info('gzip -9 and brotli of the files the browser requested (lazy chunks included); "transferred" is what the server actually sent')
  heading('When the data of each rendered page was asked for and had arrived (from navigation; this CPU, no slowdown)')
  const at = (value: number | null | undefined) => (value == null ? '—' : ms(value))
  table(
    ['area', 'first read before', 'after', 'last answer before', 'after'],
    RENDERED.map((page) => {
      const now = afterPages.find((b) => b.page === page)
      const earlier = beforeOf(page)
      return [page.area, at(earlier?.firstReadMs), at(now?.firstReadMs), at(earlier?.lastAnswerMs), at(now?.lastAnswerMs)]
    }),
  )
  for (const page of RENDERED) {
    const now = afterPages.find((b) => b.page === page)
    if (!now) continue
    const earlier = beforeOf(page)
    const names = [...new Set([...now.chunks, ...(earlier?.chunks ?? [])].map((chunk) => chunkName(chunk.path)))]
    const sizeIn = (pageBytes: PageBytes | undefined, name: string) => pageBytes?.chunks.find((chunk) => chunkName(chunk.path) === name)?.gzip
    heading(`JS files of ${page.area}, in request order (gzip -9)`)
    table(
      ['file', 'before', 'after'],
      [
        ...names.map((name) => [name, earlier ? kib(sizeIn(earlier, name) ?? 0) : '—', kib(sizeIn(now, name) ?? 0)]),
        ['total', earlier ? kib(earlier.js.gzip) : '—', kib(now.js.gzip)],
      ],
    )
  }
}

function printProfiles(all: Served[], profiles: Map<string, JsProfile>) {
  for (const page of RENDERED) {
    const of = (served: Served) => profiles.get(`${served.build.label} ${page.area}`)
    const measured = all.filter((served) => of(served))
    if (measured.length === 0) continue
    heading(`Main-thread JavaScript of ${page.area} by library (self time, 4× CPU slowdown)`)
    const libraries = [...new Set(measured.flatMap((served) => of(served)!.byLibrary.slice(0, 12).map(([library]) => library)))]
    table(
      ['library', ...measured.map((served) => served.build.label)],
      [
        ...libraries.map((library) => [
          library,
          ...measured.map((served) => {
            const profile = of(served)!
            const selfMs = profile.byLibrary.find(([name]) => name === library)?.[1] ?? 0
            return `${ms(selfMs)} (${pct(selfMs, profile.totalMs)})`
          }),
        ]),
        ['all JavaScript', ...measured.map((served) => ms(of(served)!.totalMs))],
      ],
    )
  }
}

function printLighthouse(all: Served[], scores: Map<string, LighthouseScores[]>) {
  heading(`Lighthouse (mobile preset), median of ${runs} run(s) per build; benchmarkIndex: the machine's speed at each run`)
  const medianRun = (list: LighthouseScores[]) => list.find((s) => s.performance === median(list.map((x) => x.performance))) ?? list[0]
  table(
    ['area', ...all.flatMap((served) => [`perf ${served.build.label}`, 'runs (benchmarkIndex)', 'FCP', 'LCP', 'TBT'])],
    MEASURED_PAGES.map((page) => [
      page.area,
      ...all.flatMap((served) => {
        const list = scores.get(`${served.build.label} ${page.area}`) ?? []
        const middle = medianRun(list)
        if (!middle) return ['—', '', '', '', '']
        return [middle.performance, list.map((s) => `${s.performance} (${Math.round(s.benchmarkIndex)})`).join(', '), ms(middle.fcpMs), ms(middle.lcpMs), ms(middle.tbtMs)]
      }),
    ]),
  )
  console.info('The arrival pages (landing, step 1, logins, sign-up) are the control: a change of theirs between builds is the machine, not the code.')
  const after = all[all.length - 1]!
  table(
    ['area (after)', 'accessibility', 'best practices', 'CLS', 'Speed Index'],
    MEASURED_PAGES.map((page) => {
      const middle = medianRun(scores.get(`${after.build.label} ${page.area}`) ?? [])
      return middle ? [page.area, middle.accessibility, middle.bestPractices, middle.cls.toFixed(3), ms(middle.speedIndexMs)] : [page.area, '—', '—', '—', '—']
    }),
  )
  for (const page of MEASURED_PAGES) {
    const middle = medianRun(scores.get(`${after.build.label} ${page.area}`) ?? [])
    if (middle && middle.opportunities.length > 0) console.info(`${page.area} opportunities: ${middle.opportunities.join('; ')}`)
  }
}

async function main() {
  heading('Page budgets: production builds')
  const builds: WebBuild[] = []
  const served: Served[] = []
  try {
    const started = performance.now()
    const beforeCommit = beforeRef === null ? null : commitOf(beforeRef)
    const headCommit = commitOf('HEAD')
    if (beforeRef !== null && beforeCommit === null) console.info(`no commit named ${beforeRef}: measuring this checkout only (give --before=<commit>)`)
    else if (beforeCommit !== null && beforeCommit === headCommit && !webSourcesChanged()) console.info(`${beforeRef} is this checkout: measuring it once (give --before=<commit> to compare)`)
    else if (beforeCommit !== null) builds.push(buildAt(beforeCommit))
    builds.push(buildHere())
    console.info(`built ${builds.map((build) => `${build.label} = ${build.commit}`).join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    for (const build of builds) served.push(await serve(build))
    for (const each of served) console.info(`${each.build.label}: booking step 2 measured at ${each.stepTwo}`)

    const bytes = new Map<Served, PageBytes[]>()
    for (const each of served) bytes.set(each, await measureFirstPages(each.server.baseUrl, each.build.distDir, MEASURED_PAGES, (page) => addressIn(each, page)))
    printBytes(served, bytes)

    if (withProfile) {
      const profiles = new Map<string, JsProfile>()
      for (const page of RENDERED) for (const each of served) profiles.set(`${each.build.label} ${page.area}`, await profilePage(each.server.baseUrl, each.build.distDir, page, addressIn(each, page)))
      printProfiles(served, profiles)
    }

    heading(`Lighthouse (mobile preset, ${runs} run(s) per page and build, builds alternated)`)
    const scores = new Map<string, LighthouseScores[]>()
    for (const page of MEASURED_PAGES) {
      for (let run = 0; run < runs; run++) {
        for (const each of served) {
          // A fresh session per run: Lighthouse clears the browser's storage, not the header it is given.
          const cookie = page.logIn ? await logIn(each.server.baseUrl, page.logIn.kind, page.logIn.email) : undefined
          const key = `${each.build.label} ${page.area}`
          scores.set(key, [...(scores.get(key) ?? []), await runLighthouse(`${each.server.baseUrl}${addressIn(each, page)}`, cookie)])
        }
      }
      console.info(`  ${page.area}: ${served.map((each) => `${each.build.label} ${(scores.get(`${each.build.label} ${page.area}`) ?? []).map((s) => `${s.performance} (benchmarkIndex ${Math.round(s.benchmarkIndex)})`).join(', ')}`).join(' | ')}`)
    }
    printLighthouse(served, scores)
    const after = served[served.length - 1]!
    const afterScores = new Map<MeasuredPage, LighthouseScores>()
    for (const page of MEASURED_PAGES) {
      const list = scores.get(`${after.build.label} ${page.area}`) ?? []
      const middle = list.find((s) => s.performance === median(list.map((x) => x.performance)))
      if (middle) afterScores.set(page, middle)
    }
    printTargets(bytes.get(after) ?? [], afterScores)
  } finally {
    for (const each of served) await each.drop()
    for (const build of builds) dropBuild(build)
  }
}

await main()
