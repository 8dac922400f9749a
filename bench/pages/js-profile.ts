import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { SourceMapConsumer } from 'source-map-js'
import { chromiumPath } from '../lib/paths'
import { BENCH_PASSWORD, LOGIN_PATHS } from '../lib/http-login'
import type { MeasuredPage } from './page-list'

// Where a page's main-thread JavaScript time goes, by library: Chromium's sampling CPU profiler while the
// page loads (4× CPU slowdown, as Lighthouse's mobile preset; until the network is idle and a second
// more), each sample's script position mapped back to its source file through the build's hidden source
// maps, and the self time summed per package (`react-dom`, `zod`, `@mantine/core`…) or app folder. The
// milliseconds follow the machine's load; the shares between libraries of one page move much less.

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type Profile = { nodes: { id: number; callFrame: CallFrame }[]; samples: number[]; timeDeltas: number[] }

/** Self time (ms) per library, biggest first, and the total JavaScript time of the load. */
export type JsProfile = { totalMs: number; byLibrary: [string, number][] }

const NOT_JS = new Set(['(idle)', '(program)', '(garbage collector)'])

function libraryOf(source: string): string {
  const inModules = source.split('node_modules/').pop() ?? source
  if (inModules !== source) return inModules.split('/').slice(0, inModules.startsWith('@') ? 2 : 1).join('/')
  const inApp = /(?:apps\/web\/src|packages\/shared\/src)\/([^/]+)/.exec(source)
  return inApp ? `${source.includes('packages/shared') ? 'shared' : 'web'}/${inApp[1]}` : source
}

export async function profilePage(baseUrl: string, distDir: string, page: MeasuredPage, address: string): Promise<JsProfile> {
  const maps = new Map<string, SourceMapConsumer | null>()
  const mapOf = (path: string) => {
    if (!maps.has(path)) {
      try {
        maps.set(path, new SourceMapConsumer(JSON.parse(readFileSync(join(distDir, `${path}.map`), 'utf8'))))
      } catch {
        maps.set(path, null)
      }
    }
    return maps.get(path)
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--headless=new'] })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })
    if (page.logIn) {
      const response = await context.request.post(`${baseUrl}${LOGIN_PATHS[page.logIn.kind]}`, { data: { email: page.logIn.email, password: BENCH_PASSWORD } })
      if (response.status() !== 200) throw new Error(`login of ${page.logIn.email} answered ${response.status()}`)
    }
    const tab = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await tab.goto(`${baseUrl}${address}`, { waitUntil: 'networkidle' })
    await tab.waitForTimeout(1000)
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
    const selfMs = new Map<number, number>()
    profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000))
    const byLibrary = new Map<string, number>()
    let totalMs = 0
    for (const { id, callFrame } of profile.nodes) {
      const ms = selfMs.get(id) ?? 0
      if (ms === 0 || NOT_JS.has(callFrame.functionName)) continue
      totalMs += ms
      let library = '(browser)'
      if (callFrame.url.startsWith(baseUrl)) {
        const path = new URL(callFrame.url).pathname.slice(1)
        const original = path.startsWith('assets/') ? mapOf(path)?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber }) : undefined
        library = original?.source ? libraryOf(original.source) : `${path.replace(/-[\w-]{8}\.js$/, '.js')} (unmapped: module set-up, inlined code)`
      }
      byLibrary.set(library, (byLibrary.get(library) ?? 0) + ms)
    }
    await context.close()
    return { totalMs, byLibrary: [...byLibrary].sort((a, b) => b[1] - a[1]) }
  } finally {
    await browser.close()
  }
}
