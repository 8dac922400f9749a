import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from '../lib/paths'

// Lighthouse through its node API with its default configuration, which is the mobile preset
// (Moto G Power viewport, simulated slow 4G and 4× CPU slowdown), on the system Chromium.

export type LighthouseScores = {
  url: string
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  speedIndexMs: number
  /** Lighthouse's measure of this machine's speed at the run (higher is faster); a score counts only beside it. */
  benchmarkIndex: number
  /** The largest opportunities Lighthouse reports, in estimated ms saved. */
  opportunities: string[]
}

/** `cookie`: a session cookie sent with every request (a logged-in page). */
export async function runLighthouse(url: string, cookie?: string): Promise<LighthouseScores> {
  // The browser's clock is a Brazilian visitor's, whatever this machine's zone: booking step 2 rendered by
  // the server is taken over as it is only in a browser on Brasília's offset (decision 116); elsewhere the
  // app renders it afresh at once, which a journey test covers (e2e/booking-step-two-rendered.spec.ts).
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    envVars: { ...process.env, TZ: 'America/Sao_Paulo' },
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits, runtimeError, environment } = result.lhr
    // A failed run (e.g. no paint seen on a loaded machine) scores 0 everywhere: say why beside the figures.
    if (runtimeError) console.warn(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    const opportunities = Object.values(audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 0)
      .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
      .slice(0, 4)
      .map((audit) => `${audit.title} (${audit.displayValue ?? `${Math.round(audit.numericValue ?? 0)} ms`})`)
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcpMs: value('first-contentful-paint'),
      speedIndexMs: value('speed-index'),
      benchmarkIndex: environment.benchmarkIndex,
      opportunities,
    }
  } finally {
    chrome.kill()
  }
}
